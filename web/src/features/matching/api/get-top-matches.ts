import { type JobMatch, MATCHING_API } from '@shared/matching/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matchingKeys } from './keys';

/** GET /candidates/top-matches: the candidate's best three matches; [] when matching is off or data missing. */
export function getTopMatches({ signal }: { signal?: AbortSignal } = {}): Promise<JobMatch[]> {
  return api.get<JobMatch[]>(MATCHING_API.topMatches, { signal });
}

export function getTopMatchesQueryOptions() {
  return queryOptions({
    queryKey: matchingKeys.topMatches,
    queryFn: ({ signal }) => getTopMatches({ signal }),
    staleTime: 0,
  });
}

export function useTopMatches() {
  return useQuery(getTopMatchesQueryOptions());
}
