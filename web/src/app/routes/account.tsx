import { AccountSettingsPage } from '@/features/auth/components/account-settings-page';
import { YourDataSections } from '@/features/privacy/components/your-data-section';
import { useUser } from '@/lib/auth';

/** /account: any signed-in role (the guard above it sends a visitor to sign in). */
export function Component() {
  const user = useUser();
  return (
    <>
      <title>Account settings · Jobmatch</title>
      {user ? <AccountSettingsPage user={user} privacy={<YourDataSections />} /> : null}
    </>
  );
}
