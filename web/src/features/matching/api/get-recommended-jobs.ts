import { MATCHING_API, type RecommendedJobs } from '@shared/matching/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiParamsOf, type RecommendationQuery } from '../lib/recommendation-query';
import { matchingKeys } from './keys';

/**
 * GET /candidates/recommended-jobs: one page of the candidate's stored matches at or above the minimum.
 * 400 MATCHING_DATA_MISSING while the profile lacks the matching data; 409 MATCHING_DISABLED when the
 * candidate turned matching off.
 */
export function getRecommendedJobs(
  query: RecommendationQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RecommendedJobs> {
  return api.get<RecommendedJobs>(MATCHING_API.recommendedJobs, { params: apiParamsOf(query), signal });
}

export function getRecommendedJobsQueryOptions(query: RecommendationQuery) {
  return queryOptions({
    queryKey: matchingKeys.recommended(query),
    queryFn: ({ signal }) => getRecommendedJobs(query, { signal }),
    staleTime: 0,
    // A new sort, minimum or page keeps the current cards on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
}

export function useRecommendedJobs(
  query: RecommendationQuery,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getRecommendedJobsQueryOptions(query), enabled });
}
