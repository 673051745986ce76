import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';

export function Component() {
  return (
    <>
      <title>Verify email · Jobmatch</title>
      <VerifyEmailPage />
    </>
  );
}
