import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'POST /privacy/export': routes,
  'GET /privacy/access-log': routes,
  'GET /admin/access-log': routes,
  'POST /privacy-requests': routes,
  'GET /privacy-requests/mine': routes,
  'POST /privacy-requests/guest': routes,
  'POST /privacy-requests/confirmation': routes,
  'GET /admin/privacy-requests': routes,
  'POST /admin/privacy-requests/{id}/status': routes,
  'POST /account-retention/keep': routes,
});
