import type { ConfirmationResult } from '@shared/jobs/reconfirmation';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /job-confirmations {token}: does what a reconfirmation mail's link says (keep the job open, or close
 * it). No sign-in: the signed link is the credential, so the call carries no session either.
 */
export function followConfirmationLink(token: string): Promise<ConfirmationResult> {
  return api.post<ConfirmationResult>('/job-confirmations', { token }, { withToken: false });
}

export function useFollowConfirmationLink() {
  return useMutation({ mutationFn: followConfirmationLink });
}
