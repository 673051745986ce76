import type { CompanyProfileInput } from '@shared/companies/profile';
import type { Company } from '@shared/jobs/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expireReads } from '@/lib/public-read';
import { companyKeys } from './keys';

export interface CompanySaved {
  company: Company;
  /** A new name or website domain was filed for an admin instead of applied. */
  changeFiled: boolean;
}

/** PUT /companies/me: the whole profile; the identity part may wait for an admin. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileInput) => api.put<CompanySaved>('/companies/me', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.own(), saved.company);
      // The public page's read shows the new profile at the next visit.
      expireReads('companies');
    },
  });
}
