import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'GET /candidates/saved-jobs': routes,
  'POST /candidates/saved-jobs/{id}': routes,
  'DELETE /candidates/saved-jobs/{id}': routes,
});
