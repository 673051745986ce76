import { paths } from '@/config/paths';
import { SignUpPage } from '@/features/auth/components/signup-page';
import { PageHead } from '@/features/site-pages/components/page-head';

export function Component() {
  return (
    <>
      <PageHead
        title="Create your account"
        description="Create a free Jobmatch account: get matched with curated jobs across India, or hire verified talent as an employer."
        path={paths.auth.signup.getHref()}
      />
      <SignUpPage />
    </>
  );
}
