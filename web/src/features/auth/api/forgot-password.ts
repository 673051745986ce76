import { AUTH_API, type CodeSent } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/forgot-password {email}: mails a reset code; the answer never says whether the account exists. */
export function forgotPassword(body: { email: string }): Promise<CodeSent> {
  return api.post<CodeSent>(AUTH_API.forgotPassword, body, { withToken: false });
}
