import { AdminRecruitersPage } from '@/features/admin-recruiters/components/admin-recruiters-page';
import { CompanyChangesPanel } from '@/features/companies/components/company-changes-panel';

/** Verify Recruiters: recruiter applications, and verified companies' changes of name or website. */
export function Component() {
  return <AdminRecruitersPage changes={<CompanyChangesPanel />} />;
}
