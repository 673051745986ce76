import {
  type MatchingCandidatesQuery,
  matchingCandidatesQuerySchema,
  type RecommendedJobsQuery,
  recommendedJobsQuerySchema,
} from '../../shared/matching/schemas';
import { deferredSessionOf } from '../platform/auth/deferred-session';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok } from '../platform/http/types';
import { inviteToApply, matchingCandidates } from './employer';
import { jobMatch, matchingStats, recommendedJobs, topMatches } from './service';

export const routes: RouteMap = {
  // The candidate's matches read the account with the profile and the jobs' states, after the matches'
  // query: 2 round trips where the guard's own read of it made 3 (ADR 0017).
  'GET /candidates/recommended-jobs': httpRoute({ deferAccount: true }, async ({ session, query }) =>
    ok(
      await recommendedJobs(
        deferredSessionOf(session),
        parseQuery(query, recommendedJobsQuerySchema) as RecommendedJobsQuery,
      ),
    ),
  ),
  'GET /candidates/top-matches': httpRoute({ deferAccount: true }, async ({ session }) =>
    ok(await topMatches(deferredSessionOf(session))),
  ),
  'GET /candidates/job-match/{jobId}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await jobMatch(signedInPrincipal(principal), pathParameters.jobId ?? '')),
  ),
  'GET /candidates/matching-stats': httpRoute({ deferAccount: true }, async ({ session }) =>
    ok(await matchingStats(deferredSessionOf(session))),
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
};
