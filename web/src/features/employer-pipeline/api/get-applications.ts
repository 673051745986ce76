import type { PipelineRow } from '@shared/employer/types';
import type { PageOf } from '@shared/jobs/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApplicationFilters } from '../lib/dashboard-tab';
import { APPLICATIONS_PAGE_SIZE, pipelineKeys } from './keys';

/**
 * GET /applications: the organisation's applications, newest first, each with its Candidate card or, for
 * an IT applicant the organisation may not see, redacted with its access; filtered by job, status and a
 * part of the candidate's name or e-mail address.
 */
export function getApplications(
  filters: ApplicationFilters,
  size = APPLICATIONS_PAGE_SIZE,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageOf<PipelineRow>> {
  return api.get<PageOf<PipelineRow>>('/applications', {
    params: {
      jobId: filters.jobId,
      status: filters.status,
      search: filters.search,
      page: filters.page,
      size,
    },
    signal,
  });
}

export function getApplicationsQueryOptions(filters: ApplicationFilters, size = APPLICATIONS_PAGE_SIZE) {
  return queryOptions({
    queryKey: pipelineKeys.applications(filters, size),
    queryFn: ({ signal }) => getApplications(filters, size, { signal }),
    // A new filter or page keeps the current list on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useApplications(filters: ApplicationFilters, size = APPLICATIONS_PAGE_SIZE) {
  return useQuery(getApplicationsQueryOptions(filters, size));
}
