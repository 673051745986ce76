import type { Job, PageOf } from '@shared/jobs/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANY_JOBS_PAGE_SIZE, employerJobKeys } from './keys';

interface CompanyJobsQuery {
  companyId: string;
  page?: number;
  size?: number;
}

/**
 * GET /jobs/company/{companyId}: the company's jobs, newest first. Members of its organisation also get
 * paused and expired posts, each with the application count the server keeps.
 */
export function getCompanyJobs(
  { companyId, page = 0, size = COMPANY_JOBS_PAGE_SIZE }: CompanyJobsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PageOf<Job>> {
  return api.get<PageOf<Job>>(`/jobs/company/${encodeURIComponent(companyId)}`, {
    params: { page, size },
    signal,
  });
}

export function getCompanyJobsQueryOptions({
  companyId,
  page = 0,
  size = COMPANY_JOBS_PAGE_SIZE,
}: CompanyJobsQuery) {
  return queryOptions({
    queryKey: employerJobKeys.company(companyId, page, size),
    queryFn: ({ signal }) => getCompanyJobs({ companyId, page, size }, { signal }),
    // Turning a page keeps the current one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyJobs(query: Partial<CompanyJobsQuery>) {
  const { companyId = '', page, size } = query;
  return useQuery({ ...getCompanyJobsQueryOptions({ companyId, page, size }), enabled: Boolean(companyId) });
}
