import type { PageOf } from '@shared/jobs/types';
import { MATCHING_API, type MatchingCandidate } from '@shared/matching/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MATCHING_CANDIDATES_PAGE_SIZE, matchingKeys } from './keys';

/**
 * GET /jobs/{jobId}/matching-candidates: public profiles with matching on whose match with the job reaches
 * the lowest minimum, best first (the job's organisation's employers and admins only). Zero-based pages.
 */
export function getMatchingCandidates(
  jobId: string,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageOf<MatchingCandidate>> {
  return api.get<PageOf<MatchingCandidate>>(MATCHING_API.matchingCandidates(jobId), {
    params: { page, size: MATCHING_CANDIDATES_PAGE_SIZE },
    signal,
  });
}

export function getMatchingCandidatesQueryOptions(jobId: string, page: number) {
  return queryOptions({
    queryKey: matchingKeys.candidates(jobId, page),
    queryFn: ({ signal }) => getMatchingCandidates(jobId, page, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useMatchingCandidates(jobId: string, page: number) {
  return useQuery(getMatchingCandidatesQueryOptions(jobId, page));
}
