import { AUTH_API, type CodeVerified } from '@shared/auth/api';
import { api } from '@/lib/api-client';

/** POST /auth/verify-registration-otp?email&otp: the proof (`token`) that goes into the sign-up body. */
export function verifyRegistrationOtp({ email, otp }: { email: string; otp: string }): Promise<CodeVerified> {
  return api.post<CodeVerified>(AUTH_API.verifyRegistrationOtp, undefined, {
    params: { email, otp },
    withToken: false,
  });
}
