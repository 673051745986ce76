import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { RecruiterFilters } from '../lib/filters';
import styles from './admin-recruiters.module.css';

type TextFilters = Pick<RecruiterFilters, 'companyName' | 'workEmail' | 'industries' | 'fromDate' | 'toDate'>;

const EMPTY: TextFilters = { companyName: '', workEmail: '', industries: '', fromDate: '', toDate: '' };

/** Company, e-mail, industries and dates; applied together with Apply, cleared with Clear. */
export function FiltersForm({
  filters,
  onApply,
}: {
  filters: RecruiterFilters;
  onApply: (next: TextFilters) => void;
}) {
  const [draft, setDraft] = useState<TextFilters>(filters);
  useEffect(() => {
    setDraft({
      companyName: filters.companyName,
      workEmail: filters.workEmail,
      industries: filters.industries,
      fromDate: filters.fromDate,
      toDate: filters.toDate,
    });
  }, [filters.companyName, filters.workEmail, filters.industries, filters.fromDate, filters.toDate]);
  const field = (key: keyof TextFilters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });
  return (
    <form
      className={styles.filters}
      aria-label="Filter applications"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <InputField label="Company name" type="search" {...field('companyName')} />
      <InputField label="Work email" type="search" {...field('workEmail')} />
      <InputField label="Industries" hint="Comma-separated" {...field('industries')} />
      <InputField label="From date" type="date" {...field('fromDate')} />
      <InputField label="To date" type="date" {...field('toDate')} />
      <div className={styles.filterActions}>
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
