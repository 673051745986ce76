import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'POST /applications': routes,
  'GET /candidates/applications': routes,
  'GET /applications': routes,
  'PUT /applications/{id}': routes,
  'POST /applications/{id}/open': routes,
  'GET /applications/{id}/candidate': routes,
  'GET /applications/{id}/resume': routes,
  'GET /applications/{id}/notes': routes,
  'POST /applications/{id}/notes': routes,
});
