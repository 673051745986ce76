import type { Job } from '@shared/jobs/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobQueryKey } from './keys';

/** GET /jobs/{id}: the whole post (public). Paused and expired jobs still answer; deleted ones are 404. */
export function getJob(jobId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Job> {
  return api.get<Job>(`/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export function getJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobQueryKey(jobId),
    queryFn: ({ signal }) => getJob(jobId, { signal }),
  });
}

export function useJob(jobId: string) {
  return useQuery(getJobQueryOptions(jobId));
}
