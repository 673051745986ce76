import type { SavedJob } from '@shared/jobs/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SAVED_JOBS_QUERY_KEY } from './keys';

/** GET /candidates/saved-jobs: the jobs the signed-in candidate saved (a deleted job comes back as null). */
export function getSavedJobs({ signal }: { signal?: AbortSignal } = {}): Promise<SavedJob[]> {
  return api.get<SavedJob[]>('/candidates/saved-jobs', { signal });
}

export function getSavedJobsQueryOptions() {
  return queryOptions({
    queryKey: SAVED_JOBS_QUERY_KEY,
    queryFn: ({ signal }) => getSavedJobs({ signal }),
  });
}

/** `enabled` is false for anyone but a candidate: the route is theirs alone. */
export function useSavedJobs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSavedJobsQueryOptions(), enabled });
}
