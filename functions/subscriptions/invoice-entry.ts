import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./invoice-handler');

export const handler = httpRoutes({
  'GET /subscriptions/{id}/invoice': routes,
  'GET /subscriptions/credit-notes/{id}': routes,
});
