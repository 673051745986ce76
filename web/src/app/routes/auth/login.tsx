import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { PageHead } from '@/features/site-pages/components/page-head';

export function Component() {
  return (
    <>
      <PageHead
        title="Sign in"
        description="Sign in to Jobmatch to see your matches, saved jobs and applications, or to manage your job postings."
        path={paths.auth.login.getHref()}
      />
      <LoginPage />
    </>
  );
}
