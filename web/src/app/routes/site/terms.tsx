import { paths } from '@/config/paths';
import { LegalPage } from '@/features/site-pages/components/legal-page';
import { termsAndConditions } from '@/features/site-pages/content/terms';

export function Component() {
  return (
    <LegalPage
      document={termsAndConditions}
      description="The terms for job seekers and employers using Jobmatch, India’s curated job marketplace: accounts, job posts, subscriptions, acceptable use and governing law."
      path={paths.terms.getHref()}
    />
  );
}
