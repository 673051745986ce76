import {
  type MatchingCandidatesQuery,
  matchingCandidatesQuerySchema,
  type RecommendedJobsQuery,
  recommendedJobsQuerySchema,
} from '../../shared/matching/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok } from '../platform/http/types';
import { inviteToApply, matchingCandidates } from './employer';
import { jobMatch, matchingStats, recommendedJobs, topMatches } from './service';

export const handler = httpRoutes({
  'GET /candidates/recommended-jobs': httpRoute({}, async ({ principal, query }) =>
    ok(
      await recommendedJobs(
        signedInPrincipal(principal),
        parseQuery(query, recommendedJobsQuerySchema) as RecommendedJobsQuery,
      ),
    ),
  ),
  'GET /candidates/top-matches': httpRoute({}, async ({ principal }) =>
    ok(await topMatches(signedInPrincipal(principal))),
  ),
  'GET /candidates/job-match/{jobId}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await jobMatch(signedInPrincipal(principal), pathParameters.jobId ?? '')),
  ),
  'GET /candidates/matching-stats': httpRoute({}, async ({ principal }) =>
    ok(await matchingStats(signedInPrincipal(principal))),
  ),
  'GET /jobs/{id}/matching-candidates': httpRoute({}, async ({ principal, pathParameters, query }) =>
    ok(
      await matchingCandidates(
        signedInPrincipal(principal),
        pathParameters.id ?? '',
        parseQuery(query, matchingCandidatesQuerySchema) as MatchingCandidatesQuery,
      ),
    ),
  ),
  'POST /jobs/{id}/matching-candidates/{candidateId}/invite': httpRoute(
    {},
    async ({ principal, pathParameters }) =>
      ok(
        await inviteToApply(
          signedInPrincipal(principal),
          pathParameters.id ?? '',
          pathParameters.candidateId ?? '',
        ),
      ),
  ),
});
