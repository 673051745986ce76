import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/field';
import { useCompanyOptions } from '../api/get-company-options';
import { EMPLOYER_JOB_MESSAGES } from '../lib/messages';

interface CompanySelectProps {
  registration: UseFormRegisterReturn<'companyId'>;
  error?: string;
}

/** The admin's choice of company for a post: the first 50 companies by name (GET /companies). */
export function CompanySelect({ registration, error }: CompanySelectProps) {
  const companies = useCompanyOptions();
  const options = companies.data?.content ?? [];
  const hint = companies.isPending
    ? 'Loading companies...'
    : companies.isError
      ? EMPLOYER_JOB_MESSAGES.companiesFailed
      : undefined;
  return (
    <SelectField
      label="Company"
      placeholder="Select a company"
      isRequired
      hint={hint}
      error={error}
      {...registration}
    >
      {options.map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </SelectField>
  );
}
