import { GuardianConsentPage } from '@/features/consents/components/guardian-consent-page';
import { useSearchParams } from '@/lib/router';

/** /guardian-consent?token (public): the parent's or guardian's confirmation (ADR 0036). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Parent’s consent · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <GuardianConsentPage token={params.get('token')} />
    </>
  );
}
