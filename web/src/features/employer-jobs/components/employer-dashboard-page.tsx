import type { Job } from '@shared/jobs/types';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useCompanyJobs } from '../api/get-company-jobs';
import { useMyCompany } from '../api/get-my-company';
import { useJobActions } from '../hooks/use-job-actions';
import { EMPLOYER_JOB_MESSAGES, serverReason } from '../lib/messages';
import styles from './employer-jobs.module.css';
import { JobCard } from './job-card';
import { JobFormModal } from './job-form-modal';
import { JobListEmpty, JobListError, JobListLoading } from './job-list-states';
import { PageHeader } from './page-header';
import { PostJobAction, VerificationRequired } from './post-job-action';

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
function RecentJobs({ canPost, onPost }: { canPost: boolean; onPost: () => void }) {
  const company = useMyCompany({ enabled: canPost });
  // The same first page as My Jobs asks for, so the two pages share one cached answer.
  const jobs = useCompanyJobs({ companyId: company.data?.id, page: 0 });
  const { actionsFor, dialogs } = useJobActions({ isAdmin: false });

  const content = () => {
    if (company.isError) {
      return (
        <JobListError
          message={serverReason(company.error) ?? EMPLOYER_JOB_MESSAGES.companyFailed}
          onRetry={() => company.refetch()}
        />
      );
    }
    if (jobs.isError) {
      return <JobListError message={EMPLOYER_JOB_MESSAGES.loadFailed} onRetry={() => jobs.refetch()} />;
    }
    if (company.isPending || jobs.isPending) return <JobListLoading count={RECENT_JOBS} />;
    const recent = jobs.data.content.slice(0, RECENT_JOBS);
    if (recent.length === 0) {
      return (
        <JobListEmpty title="No jobs yet">
          <p>Post your first job and candidates across India can find and apply to it.</p>
          <PostJobAction canPost onPost={onPost} />
        </JobListEmpty>
      );
    }
    return (
      <div className={styles.grid}>
        {recent.map((job) => (
          <JobCard key={job.id} job={job} actions={actionsFor(job)} headingLevel={3} />
        ))}
      </div>
    );
  };

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
      {content()}
      {dialogs}
    </section>
  );
}

/** /employer/dashboard: the employer's home; posting a job starts here. */
export function EmployerDashboardPage() {
  const user = useUser();
  const canPost = user?.role === 'admin' || Boolean(user?.isApproved);
  const [posting, setPosting] = useState(false);
  const [posted, setPosted] = useState<Job | null>(null);
  const open = useCallback(() => setPosting(true), []);
  usePostJobRequest(canPost, open);

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title="Employer Dashboard"
        subtitle="Manage your job postings and applications"
        action={<PostJobAction canPost={canPost} onPost={open} />}
      />
      {canPost ? null : <VerificationRequired />}
      {posted ? (
        <p className={styles.success} role="status">
          “{posted.title}” is live. <Link to={paths.employer.myJobs.getHref()}>See it in My Jobs</Link>
        </p>
      ) : null}
      {canPost ? <RecentJobs canPost={canPost} onPost={open} /> : null}
      {posting ? (
        <JobFormModal
          isAdmin={user?.role === 'admin'}
          onClose={() => setPosting(false)}
          onSaved={(job) => setPosted(job)}
        />
      ) : null}
    </div>
  );
}
