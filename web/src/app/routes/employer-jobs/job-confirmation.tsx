import { JobConfirmationPage } from '@/features/employer-jobs/components/job-confirmation-page';
import { useSearchParams } from '@/lib/router';

/** /job-confirmation?token (public): a reconfirmation mail's Still hiring or Close link (ADR 0029). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Confirm your job · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <JobConfirmationPage token={params.get('token')} />
    </>
  );
}
