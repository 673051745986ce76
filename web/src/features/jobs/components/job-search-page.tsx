import { UI } from '@shared/constants';
import { jobFunctionLabel } from '@shared/jobs/options';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { useMetaDescription } from '@/lib/use-meta-description';
import { useSearchJobs } from '../api/search-jobs';
import {
  filtersFromSearchParams,
  isFiltered,
  type JobSearchFilters,
  urlFiltersOf,
  withPage,
} from '../lib/job-filters';
import { AppliedJobs } from './applied-jobs';
import { JobCard, JobCardSkeleton } from './job-card';
import styles from './job-search.module.css';
import { JobFiltersPanel, JobSearchBar } from './job-search-form';
import { Pagination } from './pagination';

/** What the search page says of itself to search engines and in a shared link. */
export const SEARCH_DESCRIPTION =
  'Search jobs from verified employers across India by title, company, skill, city, experience and salary.';

const countFormat = new Intl.NumberFormat(UI.locale);

function resultCountText(total: number): string {
  return `${countFormat.format(total)} ${total === 1 ? 'job' : 'jobs'}`;
}

/** The page's title names the footer's ready-made searches ('Jobs in Mumbai', 'Marketing jobs'). */
function pageTitleOf(filters: JobSearchFilters): string {
  if (filters.function) return `${jobFunctionLabel(filters.function)} jobs`;
  if (filters.types.length === 1 && filters.types[0] === 'INTERNSHIP') return 'Internships';
  if (filters.location) return `Jobs in ${filters.location}`;
  return 'Find Jobs';
}

/**
 * The form is redrawn from the address only when the address changed from elsewhere (a footer link,
 * Back): after its own submit it keeps its state, and the control in use keeps focus.
 */
function useFormKey(search: string, ownSearch: RefObject<string | null>): number {
  const [key, setKey] = useState(0);
  const seen = useRef(search);
  useEffect(() => {
    if (seen.current === search) return;
    seen.current = search;
    if (ownSearch.current !== search) setKey((value) => value + 1);
    ownSearch.current = null;
  }, [search, ownSearch]);
  return key;
}

function Results({ filters, action }: { filters: JobSearchFilters; action?: ReactNode }) {
  const search = useSearchJobs(filters);

  if (search.isPending) {
    return (
      <div className={styles.results} aria-busy="true">
        <p role="status" className={styles.count}>
          Loading jobs...
        </p>
        <div className={styles.list}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
            <JobCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (search.isError) {
    return (
      <div className={styles.results}>
        <ErrorAlert as="div">
          <p className={styles.alertText}>Jobs could not be loaded. {search.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void search.refetch()}
            isLoading={search.isFetching}
          >
            Try again
          </Button>
        </ErrorAlert>
      </div>
    );
  }

  const { jobs, total, pages } = search.data;
  const hrefFor = (page: number) => paths.jobs.getHref(urlFiltersOf(withPage(filters, page)));
  return (
    <div className={styles.results}>
      <div className={styles.countRow}>
        <p role="status" className={styles.count}>
          {resultCountText(total)}
        </p>
        {action}
      </div>
      {jobs.length === 0 ? (
        <EmptyResults filters={filters} total={total} firstPageHref={hrefFor(1)} />
      ) : (
        <AppliedJobs>
          {(applied) => (
            <div className={styles.list}>
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} applied={applied.ids.has(job.id)} />
              ))}
            </div>
          )}
        </AppliedJobs>
      )}
      <Pagination page={filters.page} pages={pages} hrefFor={hrefFor} />
    </div>
  );
}

function EmptyResults({
  filters,
  total,
  firstPageHref,
}: {
  filters: JobSearchFilters;
  total: number;
  firstPageHref: string;
}) {
  if (total > 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>No jobs on this page</h2>
        <p>The results have fewer pages than this one.</p>
        <ButtonLink to={firstPageHref}>Go to the first page</ButtonLink>
      </div>
    );
  }
  if (isFiltered(filters)) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>No jobs match your search</h2>
        <p>Try other words, a nearby city, or fewer filters.</p>
        <ButtonLink to={paths.jobs.getHref()}>Clear filters</ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No jobs yet</h2>
      <p>New openings from verified employers appear here as soon as they are posted.</p>
    </div>
  );
}

/**
 * /jobs: search, filters, results and pages, all held in the address (candidate-side.md section 2).
 * `resultsAction` draws beside the count what the route composes in for the search shown (job alerts).
 */
export function JobSearchPage({
  resultsAction,
}: {
  resultsAction?: (filters: JobSearchFilters) => ReactNode;
} = {}) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearchParams(searchParams);
  const formId = useId();
  const ownSearch = useRef<string | null>(null);
  const formKey = useFormKey(location.search, ownSearch);
  const title = pageTitleOf(filters);
  useMetaDescription(SEARCH_DESCRIPTION);

  const onSearch = (next: JobSearchFilters, { inPlace }: { inPlace: boolean }) => {
    const href = paths.jobs.getHref(urlFiltersOf(next));
    ownSearch.current = href.includes('?') ? `?${href.split('?')[1]}` : '';
    navigate(href, { state: inPlace ? { keepPosition: true } : null });
  };

  return (
    <div className={`container ${styles.page}`}>
      <title>{`${title} · Jobmatch`}</title>
      {/* The prerender (no document) renders the tag for the shell to take, as PageHead does. */}
      {typeof window === 'undefined' ? <meta name="description" content={SEARCH_DESCRIPTION} /> : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>Openings from verified employers across India.</p>
      </header>
      <div key={formKey} className={styles.layout}>
        <div className={styles.barArea}>
          <JobSearchBar formId={formId} filters={filters} onSearch={onSearch} />
        </div>
        <aside className={styles.sidebar} aria-label="Filters">
          <JobFiltersPanel formId={formId} filters={filters} />
        </aside>
        <section className={styles.main} aria-label="Results">
          <Results filters={filters} action={resultsAction?.(filters)} />
        </section>
      </div>
    </div>
  );
}
