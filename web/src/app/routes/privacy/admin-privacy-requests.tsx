import { PrivacyRequestQueuePage } from '@/features/privacy-requests/components/privacy-request-queue-page';

export function Component() {
  return (
    <>
      <title>Privacy requests · Admin · Jobmatch</title>
      <PrivacyRequestQueuePage />
    </>
  );
}
