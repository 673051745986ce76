import type { Company } from '@shared/jobs/types';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CompanyMark } from '@/features/jobs';
import { Link, useSearchParams } from '@/lib/router';
import { useMetaDescription } from '@/lib/use-meta-description';
import { useCompanies } from '../api/get-companies';
import { type DirectoryFilters, filtersFrom } from '../lib/directory-filters';
import styles from './companies.module.css';

function CompanyCard({ company }: { company: Company }) {
  const titleId = useId();
  const where = [company.industry, company.location].filter(Boolean).join(' · ');
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <CompanyMark company={company} />
      <div className={styles.cardText}>
        <h2 className={styles.cardTitle} id={titleId}>
          <Link to={paths.company.getHref(company.slug ?? company.id)} className={styles.cardLink}>
            {company.name}
          </Link>
        </h2>
        {where ? <p className={styles.muted}>{where}</p> : null}
        <p className={styles.verifiedSmall}>Verified employer</p>
      </div>
    </li>
  );
}

function searchOf(filters: DirectoryFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** /companies: every verified company, searched by name and filtered by city and industry, a page at a time. */
export function CompanyDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useCompanies(filters);
  useMetaDescription(
    'Verified companies hiring in India on Jobmatch: their profiles, offices and open jobs.',
  );
  const facets = list.data?.facets;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setParams(searchOf({ search: text('search'), city: text('city'), industry: text('industry') }));
  };

  return (
    <div className={`container ${styles.page}`}>
      <title>Companies hiring on Jobmatch · Jobmatch</title>
      <header>
        <h1 className={styles.title}>Companies</h1>
        <p className={styles.muted}>Every company here is verified by Jobmatch before it can post a job.</p>
      </header>
      <search aria-label="Companies">
        <form className={styles.filters} onSubmit={submit} key={params.toString()}>
          <InputField label="Company name" name="search" type="search" defaultValue={filters.search ?? ''} />
          <SelectField label="City" name="city" placeholder="Any city" defaultValue={filters.city ?? ''}>
            {(facets?.cities ?? (filters.city ? [filters.city] : [])).map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Industry"
            name="industry"
            placeholder="Any industry"
            defaultValue={filters.industry ?? ''}
          >
            {(facets?.industries ?? (filters.industry ? [filters.industry] : [])).map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Search</Button>
        </form>
      </search>
      {list.isPending ? (
        <Spinner label="Loading companies..." />
      ) : list.isError ? (
        <ErrorAlert>{`The companies could not be loaded. ${list.error.message}`}</ErrorAlert>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {list.data.totalElements === 1 ? '1 company' : `${list.data.totalElements} companies`}
          </p>
          {list.data.content.length ? (
            <ul className={styles.cards}>
              {list.data.content.map((company) => (
                <CompanyCard key={company.id} company={company} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p>No companies match your search.</p>
              <Link to={paths.companies.getHref()}>Show all companies</Link>
            </div>
          )}
          <Pager
            page={list.data.page}
            totalPages={list.data.totalPages}
            onPage={(page) => setParams(searchOf({ ...filters, page: page > 0 ? page + 1 : undefined }))}
            label="Pages of companies"
          />
        </>
      )}
    </div>
  );
}
