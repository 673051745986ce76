import { AUTH_API, type CodeSent } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/**
 * POST /auth/send-verification-otp: mails a sign-up code; 409 EMAIL_ALREADY_EXISTS for a taken email.
 * With the password the sign-up will use, a password the server refuses is a 422 before any code is sent.
 * The address goes in the body, out of the URL (the spec's `?email` stays accepted by the server).
 */
export function sendVerificationOtp({
  email,
  password,
}: {
  email: string;
  password?: string;
}): Promise<CodeSent> {
  return api.post<CodeSent>(
    AUTH_API.sendVerificationOtp,
    password === undefined ? { email } : { email, password },
    { withToken: false },
  );
}
