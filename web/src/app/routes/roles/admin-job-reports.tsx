import { JobReportsPage } from '@/features/admin-job-reports/components/job-reports-page';

export function Component() {
  return <JobReportsPage />;
}
