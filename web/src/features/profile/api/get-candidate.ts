import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /candidates/{id}: someone's profile as others see it. The owner may always read it; employers and
 * admins only once the candidate made it public; everyone else gets a 404.
 */
export function getCandidate(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  return api.get<Profile>(PROFILE_API.candidate(encodeURIComponent(userId)), { signal });
}

export function getCandidateQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', 'candidate', userId],
    queryFn: ({ signal }) => getCandidate(userId, { signal }),
  });
}

export function useCandidate(userId: string) {
  return useQuery(getCandidateQueryOptions(userId));
}
