import { AdminDashboardPage } from '@/features/admin-dashboard/components/admin-dashboard-page';

export function Component() {
  return <AdminDashboardPage />;
}
