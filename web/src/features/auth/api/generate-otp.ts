import { AUTH_API, type CodeSent } from '@shared/auth/api';
import type { OtpPurpose } from '@shared/auth/schemas';
import { api } from '@/lib/api-client';

/**
 * POST /otp/generate {email, purpose}: mails a code. EMAIL_CHANGE is for the signed-in person (the bearer
 * token says who); the other purposes need no session.
 */
export function generateOtp(body: {
  email: string;
  purpose: OtpPurpose;
  /** EMAIL_CHANGE to a new address: the signed-in person's password. */
  currentPassword?: string;
}): Promise<CodeSent> {
  return api.post<CodeSent>(AUTH_API.otpGenerate, body);
}
