import type { Job, PageOf } from '@shared/jobs/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_JOBS_PAGE_SIZE, employerJobKeys } from './keys';

/** GET /admin/jobs: every job of every company, active or not (admins only), newest first. */
export function getAdminJobs(
  { page = 0, size = ADMIN_JOBS_PAGE_SIZE }: { page?: number; size?: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageOf<Job>> {
  return api.get<PageOf<Job>>('/admin/jobs', { params: { page, size }, signal });
}

export function getAdminJobsQueryOptions({ page = 0, size = ADMIN_JOBS_PAGE_SIZE } = {}) {
  return queryOptions({
    queryKey: employerJobKeys.admin(page, size),
    queryFn: ({ signal }) => getAdminJobs({ page, size }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminJobs({ page = 0 }: { page?: number } = {}) {
  return useQuery(getAdminJobsQueryOptions({ page }));
}
