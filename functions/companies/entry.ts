import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'GET /companies': routes,
  'GET /companies/me': routes,
  'PUT /companies/me': routes,
  'POST /companies/me/logo/upload-url': routes,
  'POST /companies/me/logo': routes,
  'GET /companies/{id}': routes,
  'GET /companies/{id}/logo': routes,
  'GET /companies/{id}/responsiveness': routes,
  'GET /admin/company-changes': routes,
  'POST /admin/company-changes/{id}/approve': routes,
  'POST /admin/company-changes/{id}/reject': routes,
});
