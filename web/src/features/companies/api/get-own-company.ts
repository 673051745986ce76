import type { Company } from '@shared/jobs/types';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './keys';

/** GET /companies/me: the employer's company, its change waiting for review, and whether they may edit it. */
export function useOwnCompany() {
  return useQuery({
    queryKey: companyKeys.own(),
    queryFn: ({ signal }) => api.get<Company>('/companies/me', { signal }),
  });
}
