import { LoginPage } from '@/features/auth/components/login-page';

export function Component() {
  return (
    <>
      <title>Sign in · Jobmatch</title>
      <LoginPage />
    </>
  );
}
