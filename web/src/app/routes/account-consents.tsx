import { ConsentsPage } from '@/features/consents/components/consents-page';
import { useUser } from '@/lib/auth';

/** /account/consents: any signed-in role's consents (the guard above sends a visitor to sign in). */
export function Component() {
  const user = useUser();
  return (
    <>
      <title>Your consents · Jobmatch</title>
      {user ? <ConsentsPage user={user} /> : null}
    </>
  );
}
