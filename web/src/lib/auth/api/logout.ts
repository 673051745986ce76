import { AUTH_API } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/logout: ends the session on the server (revokes the refresh cookie and clears it). */
export function logout(): Promise<{ signedOut: true }> {
  return api.post<{ signedOut: true }>(AUTH_API.logout, undefined, { handleUnauthorized: false });
}
