import { EmailPreferencesPage } from '@/features/notifications/components/email-preferences-page';
import { useUser } from '@/lib/auth';

/** /account/emails: any signed-in role's choice of optional mails (the guard above sends a visitor to sign in). */
export function Component() {
  const user = useUser();
  return (
    <>
      <title>Emails you get · Jobmatch</title>
      {user ? <EmailPreferencesPage user={user} /> : null}
    </>
  );
}
