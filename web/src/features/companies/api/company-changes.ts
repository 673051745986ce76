import type { Company } from '@shared/jobs/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './keys';

/** GET /admin/company-changes: companies whose change of name or website waits for an admin. */
export function useCompanyChanges() {
  return useQuery({
    queryKey: companyKeys.changes(),
    queryFn: ({ signal }) => api.get<Company[]>('/admin/company-changes', { signal }),
  });
}

export type ChangeDecision =
  | { companyId: string; action: 'approve' }
  | { companyId: string; action: 'reject'; reason: string };

/** POST /admin/company-changes/{id}/approve | reject (with the reason the requester is mailed). */
export function useDecideCompanyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ChangeDecision) =>
      api.post<Company>(
        `/admin/company-changes/${encodeURIComponent(decision.companyId)}/${decision.action}`,
        decision.action === 'reject' ? { reason: decision.reason } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.changes() }),
  });
}
