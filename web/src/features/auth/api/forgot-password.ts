import { AUTH_API, type CodeSent } from '@shared/auth/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /auth/forgot-password {email}: mails a reset code; the answer never says whether the account exists. */
export function forgotPassword(body: { email: string }): Promise<CodeSent> {
  return api.post<CodeSent>(AUTH_API.forgotPassword, body, { withToken: false });
}

export function useForgotPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof forgotPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
