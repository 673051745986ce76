import type { Application } from '@shared/jobs/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_APPLICATIONS_QUERY_KEY } from './keys';

/** GET /candidates/applications: the signed-in candidate's applications, with each job's title and company. */
export function getMyApplications({ signal }: { signal?: AbortSignal } = {}): Promise<Application[]> {
  return api.get<Application[]>('/candidates/applications', { signal });
}

export function getMyApplicationsQueryOptions() {
  return queryOptions({
    queryKey: MY_APPLICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getMyApplications({ signal }),
    // An employer moves the application meanwhile: coming back to the tab shows the new status.
    refetchOnWindowFocus: true,
  });
}

/** `enabled` is false for anyone but a candidate: the route is theirs alone. */
export function useMyApplications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyApplicationsQueryOptions(), enabled });
}
