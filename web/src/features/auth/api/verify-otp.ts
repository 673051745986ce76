import { AUTH_API, type CodeVerified } from '@shared/auth/api';
import type { OtpPurpose } from '@shared/auth/schemas';
import { api } from '@/lib/api-client';

/**
 * POST /otp/verify {email, otp, purpose}: checks a code; for EMAIL_CHANGE the account's email changes (with
 * the current password) and the answer carries this tab's renewed session.
 */
export function verifyOtp(body: {
  email: string;
  otp: string;
  purpose: OtpPurpose;
  currentPassword?: string;
}): Promise<CodeVerified> {
  return api.post<CodeVerified>(AUTH_API.otpVerify, body);
}
