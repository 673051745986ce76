import { EmployerDashboardPage } from '@/features/employer-jobs/components/employer-dashboard-page';

export function Component() {
  return <EmployerDashboardPage />;
}
