import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /profile: the signed-in candidate's own profile, with its completion. */
export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  return api.get<Profile>(PROFILE_API.profile, { signal });
}

/** Every change to the own profile answers with the whole profile, which replaces this entry. */
export const OWN_PROFILE_QUERY_KEY = ['profile', 'own'] as const;

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile({ signal }),
  });
}

interface UseProfileOptions {
  /** Check again when the person comes back to the tab (the wizard waits for a resume uploaded elsewhere). */
  refetchOnWindowFocus?: boolean;
}

export function useProfile({ refetchOnWindowFocus = false }: UseProfileOptions = {}) {
  return useQuery({ ...getProfileQueryOptions(), refetchOnWindowFocus });
}
