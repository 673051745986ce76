import { AUTH_API } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/reset-password {token, password}: sets the new password and ends every session. */
export function resetPassword(body: { token: string; password: string }): Promise<{ passwordReset: true }> {
  return api.post<{ passwordReset: true }>(AUTH_API.resetPassword, body, { withToken: false });
}
