import type { Job } from '@shared/jobs/types';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { Link, useSearchParams } from '@/lib/router';
import { usePostingStanding } from '../api/get-posting-standing';
import { useJobActions } from '../hooks/use-job-actions';
import { pageFromSearch } from '../lib/page-param';
import { CompanyJobs } from './company-jobs';
import styles from './employer-jobs.module.css';
import { JobCard } from './job-card';
import { LazyJobFormModal } from './lazy-job-form-modal';
import { PageHeader } from './page-header';
import { PagedJobList } from './paged-job-list';
import { PostingSuspended, PostJobAction, VerificationRequired } from './post-job-action';

const RECENT_JOBS = 3;

/**
 * The header's 'Post Job' link lands here with ?postJob=true&t=<time> (employer-admin-side.md section 2).
 * The request is taken off the URL once honoured, so a reload does not open the modal again and the next
 * click on the link (even on this page) is a new request.
 */
function usePostJobRequest(canPost: boolean, open: () => void) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('postJob') === 'true';
  useEffect(() => {
    if (!requested) return;
    if (canPost) open();
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('postJob');
        next.delete('t');
        return next;
      },
      { replace: true },
    );
  }, [requested, canPost, open, setSearch]);
}

/** The organisation's newest posts, with a way to all of them. */
function RecentJobs({ onPost }: { onPost: () => void }) {
  const { actionsFor, dialogs } = useJobActions({ isAdmin: false });
  return (
    <section className={styles.section} aria-labelledby="recent-jobs-title">
      <div className={styles.sectionHeader}>
        <h2 id="recent-jobs-title" className={styles.sectionTitle}>
          Recent Jobs
        </h2>
        <Link to={paths.employer.myJobs.getHref()} className={styles.viewAll}>
          View all<span className="visually-hidden"> jobs</span>
        </Link>
      </div>
      {/* The same first page as My Jobs asks for, so the two pages share one cached answer. */}
      <CompanyJobs page={0} loadingCount={RECENT_JOBS} onPost={onPost}>
        {({ jobs }) => (
          <div className={styles.grid}>
            {jobs.content.slice(0, RECENT_JOBS).map((job) => (
              <JobCard key={job.id} job={job} actions={actionsFor(job)} headingLevel={3} linkApplications />
            ))}
          </div>
        )}
      </CompanyJobs>
      {dialogs}
    </section>
  );
}

/** Every job of the organisation as cards, a page at a time (the dashboard's Jobs tab). */
function CompanyJobGrid({ onPost }: { onPost: () => void }) {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { actionsFor, dialogs } = useJobActions({ isAdmin: false });
  return (
    <>
      <CompanyJobs page={page} onPost={onPost}>
        {({ jobs, isFetching }) => (
          <PagedJobList
            jobs={jobs}
            isFetching={isFetching}
            countSuffix=""
            card={(job) => <JobCard key={job.id} job={job} actions={actionsFor(job)} linkApplications />}
          />
        )}
      </CompanyJobs>
      {dialogs}
    </>
  );
}

/** The parts of the dashboard this feature draws, for the page's body to place (the route composes). */
export interface DashboardParts {
  recentJobs: ReactNode;
  jobs: ReactNode;
}

interface EmployerDashboardPageProps {
  /** Lays out the verified employer's dashboard from its parts; by default, Recent Jobs alone. */
  children?: (parts: DashboardParts) => ReactNode;
}

/** /employer/dashboard: the employer's home; posting a job starts here. */
export function EmployerDashboardPage({ children }: EmployerDashboardPageProps = {}) {
  const user = useUser();
  const canPost = user?.role === 'admin' || Boolean(user?.isApproved);
  const standing = usePostingStanding(user?.role === 'employer' && canPost);
  const suspended = standing.data?.suspended ?? false;
  const [posting, setPosting] = useState(false);
  const [posted, setPosted] = useState<Job | null>(null);
  const open = useCallback(() => setPosting(true), []);
  usePostJobRequest(canPost && !suspended, open);

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title="Employer Dashboard"
        subtitle="Manage your job postings and applications"
        action={<PostJobAction canPost={canPost} suspended={suspended} onPost={open} />}
      />
      {canPost ? null : <VerificationRequired />}
      {standing.data?.suspended ? <PostingSuspended standing={standing.data} /> : null}
      {posted ? (
        <p className={styles.success} role="status">
          “{posted.title}” is live. <Link to={paths.employer.myJobs.getHref()}>See it in My Jobs</Link>
        </p>
      ) : null}
      {canPost
        ? (children?.({
            recentJobs: <RecentJobs onPost={open} />,
            jobs: <CompanyJobGrid onPost={open} />,
          }) ?? <RecentJobs onPost={open} />)
        : null}
      {posting ? (
        <LazyJobFormModal
          isAdmin={user?.role === 'admin'}
          onClose={() => setPosting(false)}
          onSaved={(job) => setPosted(job)}
        />
      ) : null}
    </div>
  );
}
