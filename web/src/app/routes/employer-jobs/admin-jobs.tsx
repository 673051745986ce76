import { AdminJobsPage } from '@/features/employer-jobs/components/admin-jobs-page';

export function Component() {
  return <AdminJobsPage />;
}
