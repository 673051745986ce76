import type { Job, PageOf } from '@shared/jobs/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminJobFilters } from '../lib/admin-filters';
import { ADMIN_JOBS_PAGE_SIZE, employerJobKeys } from './keys';

/**
 * GET /admin/jobs: every job of every company, active or not (admins only), newest first; searched by
 * title or company and filtered by company, status and posting days when the filters say so.
 */
export function getAdminJobs(
  {
    page = 0,
    size = ADMIN_JOBS_PAGE_SIZE,
    filters = {},
  }: { page?: number; size?: number; filters?: AdminJobFilters },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageOf<Job>> {
  const params: Record<string, string | number> = { page, size };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  return api.get<PageOf<Job>>('/admin/jobs', { params, signal });
}

export function getAdminJobsQueryOptions({
  page = 0,
  size = ADMIN_JOBS_PAGE_SIZE,
  filters = {},
}: {
  page?: number;
  size?: number;
  filters?: AdminJobFilters;
} = {}) {
  return queryOptions({
    queryKey: employerJobKeys.admin(page, size, filters),
    queryFn: ({ signal }) => getAdminJobs({ page, size, filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminJobs({ page = 0, filters = {} }: { page?: number; filters?: AdminJobFilters } = {}) {
  return useQuery(getAdminJobsQueryOptions({ page, filters }));
}
