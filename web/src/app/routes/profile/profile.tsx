import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  return (
    <>
      <title>My profile · Jobmatch</title>
      <ProfilePage />
    </>
  );
}
