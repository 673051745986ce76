import type { ConsentsView } from '@shared/privacy/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consentKeys } from './consents';

/** POST /privacy/guardian-consent: the parent's confirmation. No sign-in: the mailed link is the credential. */
export function useConfirmGuardian() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ firstName: string }>('/privacy/guardian-consent', { token }, { withToken: false }),
  });
}

/** POST /privacy/guardian-consent/resend: the candidate's "send it again", optionally to a corrected address. */
export function useResendGuardianMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianEmail?: string) =>
      api.post<ConsentsView>('/privacy/guardian-consent/resend', guardianEmail ? { guardianEmail } : {}),
    onSuccess: (view) => queryClient.setQueryData(consentKeys.mine, view),
  });
}
