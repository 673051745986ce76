import type { Application } from '@shared/jobs/types';
import type { WithdrawalReason } from '@shared/jobs/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_APPLICATIONS_QUERY_KEY } from './keys';

export interface WithdrawInput {
  applicationId: string;
  reason?: WithdrawalReason;
  /** The candidate's words, with the reason 'other'. */
  reasonText?: string;
}

/** PUT /applications/{id} with status withdrawn: the candidate's own call (409 once hired). */
export function withdrawApplication({
  applicationId,
  reason,
  reasonText,
}: WithdrawInput): Promise<Application> {
  const text = reasonText?.trim();
  return api.put<Application>(`/applications/${encodeURIComponent(applicationId)}`, {
    status: 'withdrawn',
    ...(reason ? { reason } : {}),
    ...(reason === 'other' && text ? { reasonText: text } : {}),
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (withdrawn) =>
      queryClient.setQueryData<Application[]>(MY_APPLICATIONS_QUERY_KEY, (list) =>
        list?.map((application) => (application.id === withdrawn.id ? withdrawn : application)),
      ),
  });
}
