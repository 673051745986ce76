import type { Job, PageOf } from '@shared/jobs/types';
import type { ReactNode } from 'react';
import { Pager } from '@/components/ui/pager';
import { useSearchParams } from '@/lib/router';
import { searchWithPage } from '../lib/page-param';
import styles from './employer-jobs.module.css';

interface PagedJobListProps {
  jobs: PageOf<Job>;
  /** The next page is on its way (the current one stays on screen meanwhile). */
  isFetching: boolean;
  /** Said after the count, e.g. ' across all companies'. */
  countSuffix: string;
  card: (job: Job) => ReactNode;
}

/** One page of job cards under their count, with the pager; the page number lives in the URL (?page). */
export function PagedJobList({ jobs, isFetching, countSuffix, card }: PagedJobListProps) {
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <p className={styles.count}>
        {jobs.totalElements === 1 ? '1 job' : `${jobs.totalElements} jobs`}
        {countSuffix}
      </p>
      <div className={styles.grid}>{jobs.content.map(card)}</div>
      <Pager
        page={jobs.page}
        totalPages={jobs.totalPages}
        isFetching={isFetching}
        onPage={(next) => setSearch(searchWithPage(search, next))}
      />
    </>
  );
}
