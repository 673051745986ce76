import { type JobMatch, MATCHING_API } from '@shared/matching/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matchingKeys } from './keys';

/**
 * GET /candidates/job-match/{jobId}: the signed-in candidate against one open job, computed on demand when
 * not stored (`eligible` false when a strict filter fails). 400 / 409 as the recommendations; 404 for a job
 * that is not open.
 */
export function getJobMatch(jobId: string, { signal }: { signal?: AbortSignal } = {}): Promise<JobMatch> {
  return api.get<JobMatch>(MATCHING_API.jobMatch(jobId), { signal });
}

export function getJobMatchQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: matchingKeys.jobMatch(jobId),
    queryFn: ({ signal }) => getJobMatch(jobId, { signal }),
    staleTime: 0,
  });
}

export function useJobMatch(jobId: string) {
  return useQuery(getJobMatchQueryOptions(jobId));
}
