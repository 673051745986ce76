import { AdminRecruitersPage } from '@/features/admin-recruiters/components/admin-recruiters-page';

export function Component() {
  return <AdminRecruitersPage />;
}
