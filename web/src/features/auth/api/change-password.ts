import { AUTH_API, type PasswordChanged } from '@shared/auth/api';
import type { ChangePasswordInput } from '@shared/auth/schemas';
import { api } from '@/lib/api-client';

/**
 * POST /auth/change-password {currentPassword, password}: every other sign-in ends and this one is renewed
 * (its tokens come back, with a new refresh cookie).
 */
export function changePassword(body: ChangePasswordInput): Promise<PasswordChanged> {
  return api.post<PasswordChanged>(AUTH_API.changePassword, body);
}
