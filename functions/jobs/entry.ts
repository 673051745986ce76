import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'POST /jobs': routes,
  'PUT /jobs/{id}': routes,
  'PUT /jobs/{id}/status': routes,
  'DELETE /jobs/{id}': routes,
  'GET /jobs/{id}': routes,
  'POST /jobs/{id}/reports': routes,
  'GET /jobs/{id}/reports/mine': routes,
  'GET /jobs/posting-standing': routes,
  'GET /jobs/company/{companyId}': routes,
  'GET /admin/jobs': routes,
  'POST /admin/jobs/{id}/moderation': routes,
  'GET /admin/job-reports': routes,
  'POST /admin/job-reports/{id}/decision': routes,
  'POST /admin/organizations/{orgId}/posting-suspension': routes,
  'DELETE /admin/organizations/{orgId}/posting-suspension': routes,
  'POST /jobs/{id}/confirmation': routes,
  'POST /job-confirmations': routes,
});
