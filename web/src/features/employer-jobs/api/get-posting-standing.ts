import type { PostingStanding } from '@shared/jobs/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { JOBS_ROOT_KEY } from './keys';

/**
 * GET /jobs/posting-standing: whether the employer's organisation may post, and why not (suspended after
 * its jobs were removed following reports, issue 33). Under the jobs key, so a job change reads it afresh.
 */
export function getPostingStanding({ signal }: { signal?: AbortSignal } = {}): Promise<PostingStanding> {
  return api.get<PostingStanding>('/jobs/posting-standing', { signal });
}

export function getPostingStandingQueryOptions() {
  return queryOptions({
    queryKey: [...JOBS_ROOT_KEY, 'posting-standing'] as const,
    queryFn: ({ signal }) => getPostingStanding({ signal }),
  });
}

/** Asked only for an approved employer: nobody else posts for an organisation of their own. */
export function usePostingStanding(enabled: boolean) {
  return useQuery({ ...getPostingStandingQueryOptions(), enabled });
}
