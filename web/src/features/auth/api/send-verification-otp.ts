import { AUTH_API, type CodeSent } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/send-verification-otp?email: mails a sign-up code; 409 EMAIL_ALREADY_EXISTS for a taken email. */
export function sendVerificationOtp({ email }: { email: string }): Promise<CodeSent> {
  return api.post<CodeSent>(AUTH_API.sendVerificationOtp, undefined, { params: { email }, withToken: false });
}
