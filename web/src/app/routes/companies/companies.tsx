import { CompanyDirectoryPage } from '@/features/companies/components/company-directory-page';

/** /companies: the directory of verified companies (public). */
export function Component() {
  return <CompanyDirectoryPage />;
}
