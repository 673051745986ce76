import { type ProfileOpening, REACH_API } from '@shared/candidates/reach';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /profile/opened-by: each organisation that opened the profile in the last 12 months, and what. */
export function getOpenedBy({ signal }: { signal?: AbortSignal } = {}): Promise<ProfileOpening[]> {
  return api.get<ProfileOpening[]>(REACH_API.openedBy, { signal });
}

export function useOpenedBy() {
  return useQuery(
    queryOptions({ queryKey: ['profile', 'opened-by'], queryFn: ({ signal }) => getOpenedBy({ signal }) }),
  );
}
