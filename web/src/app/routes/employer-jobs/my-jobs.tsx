import { MyJobsPage } from '@/features/employer-jobs/components/my-jobs-page';

export function Component() {
  return <MyJobsPage />;
}
