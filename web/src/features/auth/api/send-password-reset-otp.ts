import { AUTH_API, type CodeSent } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/send-password-reset-otp: mails a reset code (the same answer for unknown emails). The address goes in the body, out of the URL. */
export function sendPasswordResetOtp({ email }: { email: string }): Promise<CodeSent> {
  return api.post<CodeSent>(AUTH_API.sendPasswordResetOtp, { email }, { withToken: false });
}
