import { AUTH_API, type CodeVerified } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/verify-password-reset-otp?email&otp: the reset `token` for /auth/reset-password. */
export function verifyPasswordResetOtp({
  email,
  otp,
}: {
  email: string;
  otp: string;
}): Promise<CodeVerified> {
  return api.post<CodeVerified>(AUTH_API.verifyPasswordResetOtp, undefined, {
    params: { email, otp },
    withToken: false,
  });
}
