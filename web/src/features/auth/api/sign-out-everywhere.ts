import { AUTH_API } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/sign-out-everywhere: every sign-in of the account ends, this browser's too. */
export function signOutEverywhere(): Promise<{ signedOut: true }> {
  return api.post<{ signedOut: true }>(AUTH_API.signOutEverywhere);
}
