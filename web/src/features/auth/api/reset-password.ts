import { AUTH_API } from '@shared/auth/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /auth/reset-password {token, password}: sets the new password and ends every session. */
export function resetPassword(body: { token: string; password: string }): Promise<{ passwordReset: true }> {
  return api.post<{ passwordReset: true }>(AUTH_API.resetPassword, body, { withToken: false });
}

export function useResetPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resetPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
