import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { useCompanyOptions } from '../api/get-company-options';
import { type AdminJobFilters, STATUS_OPTIONS } from '../lib/admin-filters';
import styles from './employer-jobs.module.css';

type Draft = Required<Record<keyof AdminJobFilters, string>>;
const EMPTY: Draft = { q: '', companyId: '', status: '', postedFrom: '', postedTo: '' };
const draftOf = (filters: AdminJobFilters): Draft => ({ ...EMPTY, ...filters }) as Draft;

/** Search (title or company) and filters (company, status, posting days), applied together with Search. */
export function AdminJobFiltersForm({
  filters,
  onApply,
}: {
  filters: AdminJobFilters;
  onApply: (next: AdminJobFilters) => void;
}) {
  const [draft, setDraft] = useState<Draft>(draftOf(filters));
  const companies = useCompanyOptions();
  const { q, companyId, status, postedFrom, postedTo } = filters;
  useEffect(() => {
    setDraft(draftOf({ q, companyId, status, postedFrom, postedTo }));
  }, [q, companyId, status, postedFrom, postedTo]);
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });
  const apply = (next: Draft) =>
    onApply(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as AdminJobFilters);
  return (
    <search className={styles.adminFilters}>
      <form
        className={styles.adminFilterGrid}
        aria-label="Search and filter jobs"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <InputField label="Search title or company" type="search" {...field('q')} />
        <SelectField label="Company" {...field('companyId')}>
          <option value="">All companies</option>
          {(companies.data?.content ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" {...field('status')}>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <InputField label="Posted from" type="date" {...field('postedFrom')} />
        <InputField label="Posted to" type="date" {...field('postedTo')} />
        <div className={styles.adminFilterActions}>
          <Button type="submit">Search</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              apply(EMPTY);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
    </search>
  );
}
