import type { RecruiterApplication } from '@shared/recruiters/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RECRUITERS_ROOT_KEY } from './keys';

export type Decision =
  | { action: 'approve'; applicationId: string; notes?: string }
  | { action: 'reject'; applicationId: string; reason: string }
  | { action: 'review'; applicationId: string };

/**
 * POST /admin/recruiters/applications/{id}/approve | reject | review. Approval also creates the employer's
 * company and organisation on the server; rejection needs the reason.
 */
export function decideApplication(decision: Decision): Promise<RecruiterApplication> {
  const path = `/admin/recruiters/applications/${encodeURIComponent(decision.applicationId)}/${decision.action}`;
  if (decision.action === 'approve') return api.post(path, decision.notes ? { notes: decision.notes } : {});
  if (decision.action === 'reject') return api.post(path, { reason: decision.reason });
  return api.post(path, {});
}

/** Every list and the stat cards follow a decision. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECRUITERS_ROOT_KEY }),
  });
}
