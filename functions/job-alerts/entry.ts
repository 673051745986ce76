import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'GET /job-alerts': routes,
  'POST /job-alerts': routes,
  'PUT /job-alerts/{id}': routes,
  'DELETE /job-alerts/{id}': routes,
  'POST /job-alerts/guest': routes,
  'POST /job-alerts/confirm': routes,
});
