import { AUTH_API } from '@shared/auth/api';
import type { LoginInput } from '@shared/auth/schemas';
import type { Session } from '@shared/auth/user';
import { api } from '@/lib/api-client';

/**
 * POST /auth/secure-login: a session for a correct email and password; 401 INVALID_CREDENTIALS otherwise,
 * or 401 SIGN_IN_CODE_REQUIRED when the account needs the mailed code as well (sent again with `code`).
 */
export function login(input: LoginInput): Promise<Session> {
  return api.post<Session>(AUTH_API.login, input, { withToken: false, handleUnauthorized: false });
}
