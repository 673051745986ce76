import type { Company, PageOf } from '@shared/jobs/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANY_OPTIONS_SIZE, employerJobKeys } from './keys';

/**
 * GET /companies, as the admin's company selector asks for it (employer-admin-side.md section 7): the
 * first 50 by name, optionally narrowed by a keyword.
 */
export function getCompanyOptions(
  { keyword = '' }: { keyword?: string } = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageOf<Company>> {
  return api.get<PageOf<Company>>('/companies', {
    params: {
      page: 0,
      size: COMPANY_OPTIONS_SIZE,
      sortBy: 'name',
      sortDirection: 'asc',
      keyword: keyword.trim() || undefined,
    },
    signal,
  });
}

export function getCompanyOptionsQueryOptions({ keyword = '' }: { keyword?: string } = {}) {
  return queryOptions({
    queryKey: employerJobKeys.companyOptions(keyword.trim()),
    queryFn: ({ signal }) => getCompanyOptions({ keyword }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCompanyOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompanyOptionsQueryOptions(), enabled });
}
