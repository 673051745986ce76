import { paths } from '@/config/paths';
import { LegalPage } from '@/features/site-pages/components/legal-page';
import { privacyPolicy } from '@/features/site-pages/content/privacy-policy';

export function Component() {
  return (
    <LegalPage
      document={privacyPolicy}
      description="How Jobmatch collects, uses, shares and protects your personal data, and your rights under India’s DPDP Act 2023 and the GDPR."
      path={paths.privacy.getHref()}
    />
  );
}
