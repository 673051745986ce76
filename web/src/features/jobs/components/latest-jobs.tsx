import { ButtonLink } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import { useSearchJobs } from '../api/search-jobs';
import { NO_FILTERS } from '../lib/job-filters';
import { JobCard, JobCardSkeleton } from './job-card';
import styles from './job-search.module.css';

/**
 * The newest open jobs in a city (all of India when none is given or the city has none yet): what a
 * candidate's Recommended page lists until match scores exist.
 */
export function LatestJobs({ location }: { location?: string | null }) {
  const city = location?.trim() ?? '';
  const near = useSearchJobs({ ...NO_FILTERS, location: city }, { enabled: city !== '' });
  const nearHasJobs = city !== '' && (near.data?.total ?? 0) > 0;
  // All of India only when there is no city or the city has no jobs yet: one search in the usual case.
  const anywhere = useSearchJobs(NO_FILTERS, { enabled: city === '' || (!near.isPending && !nearHasJobs) });
  const shown = nearHasJobs ? near : anywhere;

  if (shown.isPending || (city !== '' && near.isPending)) {
    return (
      <div className={styles.list} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <JobCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (shown.isError) {
    return <ErrorAlert>Jobs could not be loaded. {shown.error.message}</ErrorAlert>;
  }
  const where = nearHasJobs ? `in ${city}` : 'across India';
  return (
    <section className={styles.results} aria-labelledby="latest-jobs-title">
      <h2 id="latest-jobs-title" className={styles.count}>
        Newest jobs {where}
      </h2>
      <div className={styles.list}>
        {shown.data.jobs.slice(0, 6).map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </div>
      <ButtonLink to={paths.jobs.getHref(nearHasJobs ? { location: city } : {})} variant="outline">
        Browse all jobs {where}
      </ButtonLink>
    </section>
  );
}
