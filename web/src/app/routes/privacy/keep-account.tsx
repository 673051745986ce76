import { KeepAccountPage } from '@/features/privacy-requests/components/keep-account-page';
import { useSearchParams } from '@/lib/router';

/** /keep-account?token (public): the erasure notice's "Keep my account" link (ADR 0038). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Keep your account · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <KeepAccountPage token={params.get('token')} />
    </>
  );
}
