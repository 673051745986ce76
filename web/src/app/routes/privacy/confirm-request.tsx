import { ConfirmPrivacyRequestPage } from '@/features/privacy-requests/components/confirm-privacy-request-page';
import { useSearchParams } from '@/lib/router';

/** /privacy/requests/confirm?token (public): a signed-out privacy request's confirmation link (ADR 0038). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Confirm your privacy request · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <ConfirmPrivacyRequestPage token={params.get('token')} />
    </>
  );
}
