import type { Job, PageOf } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { usePublicRead } from '@/lib/public-read';

/** The most open jobs a company page lists; a company with more links to the search for the rest. */
export const COMPANY_PAGE_JOBS = 50;

/** GET /jobs/company/{id}: the company's jobs, newest first (a visitor reads only the open ones). */
export function useCompanyJobs(companyId: string) {
  return usePublicRead(`jobs/company/${companyId}`, () =>
    api.get<PageOf<Job>>(`/jobs/company/${encodeURIComponent(companyId)}?size=${COMPANY_PAGE_JOBS}`),
  );
}
