import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'GET /privacy/consents': routes,
  'PUT /privacy/consents/{purpose}': routes,
  'POST /privacy/guardian-consent': routes,
  'POST /privacy/guardian-consent/resend': routes,
});
