import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/field';
import { useCompanyOptions } from '../api/get-company-options';
import { EMPLOYER_JOB_MESSAGES } from '../lib/messages';

interface CompanySelectProps {
  registration: UseFormRegisterReturn<'companyId'>;
  error?: string;
  /** The company of the job being edited, listed even when it is not among the first 50 by name. */
  current?: { id: string; name: string };
}

/** The admin's choice of company for a post: the first 50 companies by name (GET /companies). */
export function CompanySelect({ registration, error, current }: CompanySelectProps) {
  const companies = useCompanyOptions();
  const options = companies.data?.content ?? [];
  const withCurrent =
    current && !options.some((company) => company.id === current.id) ? [current, ...options] : options;
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
      {withCurrent.map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </SelectField>
  );
}
