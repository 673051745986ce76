import type { RecruiterApplication } from '@shared/recruiters/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OWN_APPLICATION_KEY } from './keys';

/** GET /recruiter/applications/me: the employer's latest application, or null before the first. */
export function getOwnApplication({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<RecruiterApplication | null> {
  return api.get<RecruiterApplication | null>('/recruiter/applications/me', { signal });
}

export function getOwnApplicationQueryOptions() {
  return queryOptions({
    queryKey: OWN_APPLICATION_KEY,
    queryFn: ({ signal }) => getOwnApplication({ signal }),
    // An admin's decision changes it; coming back to the tab shows the news.
    refetchOnWindowFocus: true,
  });
}

export function useOwnApplication({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOwnApplicationQueryOptions(), enabled });
}
