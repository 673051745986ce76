import { AUTH_API, type CodeVerified } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/verify-registration-otp: the proof (`token`) that goes into the sign-up body. Address and code in the body, out of the URL. */
export function verifyRegistrationOtp({ email, otp }: { email: string; otp: string }): Promise<CodeVerified> {
  return api.post<CodeVerified>(AUTH_API.verifyRegistrationOtp, { email, otp }, { withToken: false });
}
