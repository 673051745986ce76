import type { Company } from '@shared/jobs/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employerJobKeys } from './keys';

/** GET /companies/me: the company of the signed-in employer's organisation. */
export function getMyCompany({ signal }: { signal?: AbortSignal } = {}): Promise<Company> {
  return api.get<Company>('/companies/me', { signal });
}

export function getMyCompanyQueryOptions() {
  return queryOptions({
    queryKey: employerJobKeys.myCompany,
    queryFn: ({ signal }) => getMyCompany({ signal }),
    // The company of an organisation changes rarely; a page visit need not ask again.
    staleTime: 5 * 60_000,
  });
}

export function useMyCompany({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyCompanyQueryOptions(), enabled });
}
