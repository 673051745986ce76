import { CompanyPage } from '@/features/companies/components/company-page';
import { EmployerResponsiveness } from '@/features/jobs/components/employer-responsiveness';
import { useParams } from '@/lib/router';

/** /companies/:companySlug: a company's public page, with how quickly it answers applicants (ADR 0030). */
export function Component() {
  const { companySlug = '' } = useParams();
  return (
    <CompanyPage
      key={companySlug}
      companyKey={companySlug}
      responsiveness={(companyId) => <EmployerResponsiveness companyId={companyId} />}
    />
  );
}
