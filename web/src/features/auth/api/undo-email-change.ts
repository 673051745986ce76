import { AUTH_API } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/**
 * POST /auth/email-change/undo {token}: the link mailed to the address an account left puts that address
 * back, signs every device out and asks for a new password.
 */
export function undoEmailChange(body: { token: string }): Promise<{ email: string }> {
  return api.post<{ email: string }>(AUTH_API.undoEmailChange, body, {
    withToken: false,
    handleUnauthorized: false,
  });
}
