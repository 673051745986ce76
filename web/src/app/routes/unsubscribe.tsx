import { UnsubscribePage } from '@/features/notifications/components/unsubscribe-page';
import { useSearchParams } from '@/lib/router';

/** /unsubscribe?token (public): an optional mail's "Stop these emails" link (ADR 0034). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Unsubscribe · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <UnsubscribePage token={params.get('token')} />
    </>
  );
}
