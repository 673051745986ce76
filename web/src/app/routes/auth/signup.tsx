import { SignUpPage } from '@/features/auth/components/signup-page';

export function Component() {
  return (
    <>
      <title>Create your account · Jobmatch</title>
      <SignUpPage />
    </>
  );
}
