import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'POST /recruiter/documents/upload-url': routes,
  'POST /recruiter/applications': routes,
  'GET /recruiter/applications/me': routes,
  'GET /admin/dashboard': routes,
  'GET /admin/recruiters/applications': routes,
  'GET /admin/recruiters/applications/summary': routes,
  'POST /admin/recruiters/applications/{id}/approve': routes,
  'POST /admin/recruiters/applications/{id}/reject': routes,
  'POST /admin/recruiters/applications/{id}/review': routes,
  'GET /admin/recruiters/applications/{id}/documents/{kind}': routes,
});
