import { CompanyProfilePage } from '@/features/companies/components/company-profile-page';

/** /employer/company: the company profile, edited by the organisation's team admins. */
export function Component() {
  return <CompanyProfilePage />;
}
