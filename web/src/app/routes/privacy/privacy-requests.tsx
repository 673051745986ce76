import { PrivacyRequestsPage } from '@/features/privacy-requests/components/privacy-requests-page';

/** /privacy/requests (public): the grievance desk's form, and a signed-in person's requests (ADR 0038). */
export function Component() {
  return (
    <>
      <title>Privacy requests · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <PrivacyRequestsPage />
    </>
  );
}
