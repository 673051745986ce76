import type { JobSearchResult } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { usePublicRead } from '@/lib/public-read';
import { type JobSearchFilters, searchParamsOf } from '../lib/job-filters';

/** GET /jobs/search: one page of active, unexpired jobs, best match first (public). */
export function searchJobs(filters: JobSearchFilters): Promise<JobSearchResult> {
  return api.get<JobSearchResult>('/jobs/search', { params: searchParamsOf(filters) });
}

/** The search as a page shows it: one answer per set of filters, shared and kept for a minute. */
export function useSearchJobs(filters: JobSearchFilters) {
  // The parameters in a fixed order (urlFiltersOf), those left out dropped: equal searches share a key.
  return usePublicRead(`jobs/search ${JSON.stringify(searchParamsOf(filters))}`, () => searchJobs(filters));
}
