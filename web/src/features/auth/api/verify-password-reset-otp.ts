import { AUTH_API, type CodeVerified } from '@shared/auth/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

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

export function useVerifyPasswordResetOtp({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof verifyPasswordResetOtp>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyPasswordResetOtp });
}
