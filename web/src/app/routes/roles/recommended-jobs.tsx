import { JobsWaitlist } from '@/features/files/components/jobs-waitlist';

export function Component() {
  return <JobsWaitlist title="Recommended Jobs" />;
}
