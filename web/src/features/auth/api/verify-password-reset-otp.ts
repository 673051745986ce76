import { AUTH_API, type CodeVerified } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/verify-password-reset-otp: the reset `token` for /auth/reset-password. Address and code in the body, out of the URL. */
export function verifyPasswordResetOtp({
  email,
  otp,
}: {
  email: string;
  otp: string;
}): Promise<CodeVerified> {
  return api.post<CodeVerified>(AUTH_API.verifyPasswordResetOtp, { email, otp }, { withToken: false });
}
