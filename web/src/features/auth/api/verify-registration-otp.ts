import { AUTH_API, type CodeVerified } from '@shared/auth/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /auth/verify-registration-otp?email&otp: the proof (`token`) that goes into the sign-up body. */
export function verifyRegistrationOtp({ email, otp }: { email: string; otp: string }): Promise<CodeVerified> {
  return api.post<CodeVerified>(AUTH_API.verifyRegistrationOtp, undefined, {
    params: { email, otp },
    withToken: false,
  });
}

export function useVerifyRegistrationOtp({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof verifyRegistrationOtp>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyRegistrationOtp });
}
