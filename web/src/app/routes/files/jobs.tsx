import { JobsWaitlist } from '@/features/files/components/jobs-waitlist';
import { useUser } from '@/lib/auth';
import { PlaceholderPage } from '../roles/placeholder-page';

/** /jobs: candidates see the waitlist (behind the resume gate); other signed-in roles are turned away. */
export function Component() {
  const user = useUser();
  if (user?.role !== 'candidate') {
    return <PlaceholderPage title="Access Denied" subtitle="This page is only available for job seekers." />;
  }
  return <JobsWaitlist title="Find Jobs" />;
}
