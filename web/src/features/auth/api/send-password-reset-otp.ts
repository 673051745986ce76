import { AUTH_API, type CodeSent } from '@shared/auth/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /auth/send-password-reset-otp?email: mails a reset code (the same answer for unknown emails). */
export function sendPasswordResetOtp({ email }: { email: string }): Promise<CodeSent> {
  return api.post<CodeSent>(AUTH_API.sendPasswordResetOtp, undefined, {
    params: { email },
    withToken: false,
  });
}

export function useSendPasswordResetOtp({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof sendPasswordResetOtp>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendPasswordResetOtp });
}
