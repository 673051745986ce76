import { AUTH_API } from '@shared/auth/api';
import type { RegisterBody } from '@shared/auth/schemas';
import type { Session } from '@shared/auth/user';
import { api } from '@/lib/api-client';

/** POST /auth/secure-register: creates the account for a verified email and signs the person in. */
export function register(body: RegisterBody): Promise<Session> {
  return api.post<Session>(AUTH_API.register, body, { withToken: false, handleUnauthorized: false });
}
