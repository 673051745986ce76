import { AUTH_API } from '@shared/auth/api';
import type { LoginInput } from '@shared/auth/schemas';
import type { Session } from '@shared/auth/user';

/**
 * POST /auth/secure-login: a session for a correct email and password; 401 INVALID_CREDENTIALS otherwise,
 * or 401 SIGN_IN_CODE_REQUIRED when the account needs the mailed code as well (sent again with `code`).
 */
export async function login(input: LoginInput): Promise<Session> {
  // Loaded with the first sign-in, not with the page: drawing the form needs no API client.
  const { api } = await import('@/lib/api-client');
  return api.post<Session>(AUTH_API.login, input, { withToken: false, handleUnauthorized: false });
}
