import type { JobSearchResult } from '@shared/jobs/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type JobSearchFilters, searchParamsOf } from '../lib/job-filters';
import { jobSearchQueryKey } from './keys';

/** GET /jobs/search: one page of active, unexpired jobs, best match first (public). */
export function searchJobs(
  filters: JobSearchFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JobSearchResult> {
  return api.get<JobSearchResult>('/jobs/search', { params: searchParamsOf(filters), signal });
}

export function searchJobsQueryOptions(filters: JobSearchFilters) {
  return queryOptions({
    queryKey: jobSearchQueryKey(searchParamsOf(filters)),
    queryFn: ({ signal }) => searchJobs(filters, { signal }),
  });
}

export function useSearchJobs(filters: JobSearchFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchJobsQueryOptions(filters), enabled });
}
