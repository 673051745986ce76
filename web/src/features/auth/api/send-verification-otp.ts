import { AUTH_API, type CodeSent } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/**
 * POST /auth/send-verification-otp?email: mails a sign-up code; 409 EMAIL_ALREADY_EXISTS for a taken email.
 * With the password the sign-up will use, a password the server refuses is a 422 before any code is sent.
 */
export function sendVerificationOtp({
  email,
  password,
}: {
  email: string;
  password?: string;
}): Promise<CodeSent> {
  return api.post<CodeSent>(AUTH_API.sendVerificationOtp, password === undefined ? undefined : { password }, {
    params: { email },
    withToken: false,
  });
}
