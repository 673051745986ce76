import { ProfileDemoPage } from '@/features/profile/components/profile-demo-page';

export function Component() {
  return (
    <>
      <title>Sample profile · Jobmatch</title>
      <ProfileDemoPage />
    </>
  );
}
