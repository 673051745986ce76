import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'GET /candidates/recommended-jobs': routes,
  'GET /candidates/top-matches': routes,
  'GET /candidates/job-match/{jobId}': routes,
  'GET /candidates/matching-stats': routes,
  'GET /jobs/{id}/matching-candidates': routes,
  'POST /jobs/{id}/matching-candidates/{candidateId}/invite': routes,
});
