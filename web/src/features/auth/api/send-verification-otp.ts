import type { CodeSent } from '@shared/auth/api';

/**
 * POST /auth/send-verification-otp: mails a sign-up code; 409 EMAIL_ALREADY_EXISTS for a taken email.
 * With the password the sign-up will use, a password the server refuses is a 422 before any code is sent.
 * The address goes in the body, out of the URL (the spec's `?email` stays accepted by the server).
 */
export async function sendVerificationOtp({
  email,
  password,
}: {
  email: string;
  password?: string;
}): Promise<CodeSent> {
  // Loaded with the first code asked for, not with the page: drawing the sign-up form needs no API client.
  const [{ api }, { AUTH_API }] = await Promise.all([import('@/lib/api-client'), import('@shared/auth/api')]);
  return api.post<CodeSent>(
    AUTH_API.sendVerificationOtp,
    password === undefined ? { email } : { email, password },
    { withToken: false },
  );
}
