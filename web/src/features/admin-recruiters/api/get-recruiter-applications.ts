import type { PageOf } from '@shared/jobs/types';
import type { RecruiterApplication } from '@shared/recruiters/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiParamsOf, type RecruiterFilters } from '../lib/filters';
import { RECRUITER_PAGE_SIZE, recruiterKeys } from './keys';

/** GET /admin/recruiters/applications: newest first, filtered and paged by the server. */
export function getRecruiterApplications(
  filters: RecruiterFilters,
  size = RECRUITER_PAGE_SIZE,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageOf<RecruiterApplication>> {
  return api.get<PageOf<RecruiterApplication>>('/admin/recruiters/applications', {
    params: apiParamsOf(filters, size),
    signal,
  });
}

export function getRecruiterApplicationsQueryOptions(filters: RecruiterFilters, size = RECRUITER_PAGE_SIZE) {
  return queryOptions({
    queryKey: recruiterKeys.list(filters, size),
    queryFn: ({ signal }) => getRecruiterApplications(filters, size, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecruiterApplications(filters: RecruiterFilters) {
  return useQuery(getRecruiterApplicationsQueryOptions(filters));
}
