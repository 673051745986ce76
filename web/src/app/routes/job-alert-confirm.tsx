import { ConfirmAlertPage } from '@/features/job-alerts/components/confirm-alert-page';
import { useSearchParams } from '@/lib/router';

/** /job-alerts/confirm?token (public): a guest's job alert confirmation link (ADR 0035). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Confirm your job alert · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <ConfirmAlertPage token={params.get('token')} />
    </>
  );
}
