import { type CandidateSummary, NOTICE_FILTERS } from '@shared/candidates/reach';
import { formatSalaryRange } from '@shared/profile/salary';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Link, useSearchParams } from '@/lib/router';
import { type SearchParams, useCandidateSearch } from '../api/search-candidates';
import styles from './candidate-search.module.css';

const FIELDS = [
  'keyword',
  'city',
  'experienceMin',
  'experienceMax',
  'notice',
  'salaryMin',
  'salaryMax',
] as const;
type Field = (typeof FIELDS)[number];

function paramsFrom(search: URLSearchParams): SearchParams {
  const params: SearchParams = {};
  for (const field of [...FIELDS, 'page'] as const) {
    const value = search.get(field)?.trim();
    if (value) params[field] = value;
  }
  return params;
}

const yearsText = (years: number | null) =>
  years === null ? null : years === 1 ? '1 year' : `${years} years`;

/** One result: the matching list's card (name, headline, place, experience), nothing to reach them by. */
function CandidateCard({ candidate }: { candidate: CandidateSummary }) {
  const nameId = useId();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const salary = formatSalaryRange(candidate.expectedSalaryMin, candidate.expectedSalaryMax);
  const details = [
    candidate.location,
    yearsText(candidate.experienceYears),
    candidate.availability && `Available: ${candidate.availability}`,
  ].filter(Boolean);
  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <h2 className={styles.name} id={nameId}>
        <Link to={paths.candidate.publicProfile.getHref(candidate.id)}>{name}</Link>
      </h2>
      {candidate.headline ? <p className={styles.line}>{candidate.headline}</p> : null}
      {details.length ? <p className={styles.line}>{details.join(' · ')}</p> : null}
      {salary ? <p className={styles.line}>Expects {salary}</p> : null}
      {candidate.skills.length ? (
        <ul className={styles.skills} aria-label="Skills">
          {candidate.skills.map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * /employer/candidates: search the candidates who made their profile public and allowed employers to
 * contact them. Contact details and resumes are opened on the candidate's profile, one click each.
 */
export function CandidateSearchPage() {
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const asked = Boolean(params.keyword || params.city);
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, params[field] ?? ''])) as Record<Field, string>,
  );
  const results = useCandidateSearch(params, asked);
  const page = Number(params.page ?? '1');

  const field = (name: Field) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new search starts on its first page.
    const next = Object.entries(draft).filter(([, value]) => value.trim() !== '');
    setSearch(new URLSearchParams(next), { replace: true });
  };
  const goTo = (zeroBased: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(zeroBased + 1));
    setSearch(next);
  };

  const body = () => {
    if (!asked) return <p className={styles.muted}>Enter a skill, job title or city to search.</p>;
    if (results.isError) {
      return (
        <div role="alert">
          <p>{results.error.message}</p>
          <Button variant="outline" onClick={() => void results.refetch()}>
            Try Again
          </Button>
        </div>
      );
    }
    if (results.isPending) return <Spinner label="Searching candidates" />;
    const { candidates, total, pages, totalIsEstimate } = results.data;
    if (total === 0) {
      return (
        <p className={styles.muted}>
          No candidates match this search. Try fewer words, another city or wider filters.
        </p>
      );
    }
    return (
      <>
        <p className={styles.muted} aria-live="polite">
          {totalIsEstimate
            ? `About ${total.toLocaleString('en-IN')} candidates`
            : total === 1
              ? '1 candidate'
              : `${total.toLocaleString('en-IN')} candidates`}
        </p>
        <ul className={styles.results} aria-busy={results.isFetching}>
          {candidates.map((candidate) => (
            <CandidateCard key={candidate.id} candidate={candidate} />
          ))}
        </ul>
        <Pager
          page={page - 1}
          totalPages={pages}
          onPage={goTo}
          isFetching={results.isFetching}
          label="Pages of candidates"
        />
      </>
    );
  };

  return (
    <div className={`container ${styles.page}`}>
      <div>
        <h1 className={styles.title}>Find candidates</h1>
        <p className={styles.muted}>
          Candidates who made their profile public and are open to being contacted by recruiters.
        </p>
      </div>
      <search>
        <form className={styles.form} onSubmit={submit} aria-label="Search candidates">
          <InputField label="Skill or job title" type="search" {...field('keyword')} />
          <InputField label="City" {...field('city')} />
          <InputField
            label="Experience from (years)"
            type="number"
            min={0}
            max={60}
            {...field('experienceMin')}
          />
          <InputField
            label="Experience to (years)"
            type="number"
            min={0}
            max={60}
            {...field('experienceMax')}
          />
          <SelectField label="Notice period" {...field('notice')}>
            <option value="">Any</option>
            {NOTICE_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <InputField
            label="Expected salary from (₹ a year)"
            type="number"
            min={0}
            step={50000}
            {...field('salaryMin')}
          />
          <InputField
            label="Expected salary to (₹ a year)"
            type="number"
            min={0}
            step={50000}
            {...field('salaryMax')}
          />
          <div className={styles.formActions}>
            <Button type="submit">Search</Button>
          </div>
        </form>
      </search>
      {body()}
    </div>
  );
}
