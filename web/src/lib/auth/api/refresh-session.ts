import { AUTH_API } from '@shared/auth/api';
import type { Session } from '@shared/auth/user';
import { api } from '@/lib/api-client';

/**
 * POST /auth/refresh: a new access token for the refresh cookie (which the server rotates). A 401 means
 * the session is over (expired, signed out elsewhere, revoked by a password reset); the caller decides
 * what that means, so the client's unauthorized handling stays out of it.
 */
export function refreshSession(): Promise<Session> {
  return api.post<Session>(AUTH_API.refresh, undefined, { withToken: false, handleUnauthorized: false });
}
