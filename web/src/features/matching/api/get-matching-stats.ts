import { MATCHING_API, type MatchingStats } from '@shared/matching/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matchingKeys } from './keys';

/** GET /candidates/matching-stats: how many open jobs there are and how many match the candidate. */
export function getMatchingStats({ signal }: { signal?: AbortSignal } = {}): Promise<MatchingStats> {
  return api.get<MatchingStats>(MATCHING_API.stats, { signal });
}

export function getMatchingStatsQueryOptions() {
  return queryOptions({
    queryKey: matchingKeys.stats,
    queryFn: ({ signal }) => getMatchingStats({ signal }),
    staleTime: 0,
  });
}

export function useMatchingStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMatchingStatsQueryOptions(), enabled });
}
