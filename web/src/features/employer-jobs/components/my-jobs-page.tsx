import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '@/lib/auth';
import { useCompanyJobs } from '../api/get-company-jobs';
import { useMyCompany } from '../api/get-my-company';
import { useJobActions } from '../hooks/use-job-actions';
import { EMPLOYER_JOB_MESSAGES, serverReason } from '../lib/messages';
import { pageFromSearch, searchWithPage } from '../lib/page-param';
import styles from './employer-jobs.module.css';
import { JobCard } from './job-card';
import { JobFormModal } from './job-form-modal';
import { JobListEmpty, JobListError, JobListLoading } from './job-list-states';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { PostJobAction, VerificationRequired } from './post-job-action';

/** /my-jobs: the organisation's jobs, with edit, delete, pause/activate and a post button. */
export function MyJobsPage() {
  const user = useUser();
  const canPost = Boolean(user?.isApproved);
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const [posting, setPosting] = useState(false);
  const company = useMyCompany({ enabled: canPost });
  const jobs = useCompanyJobs({ companyId: company.data?.id, page });
  const { actionsFor, dialogs } = useJobActions({ isAdmin: false });
  const openPost = () => setPosting(true);

  const body = () => {
    if (!canPost) {
      return (
        <>
          <VerificationRequired />
          <JobListEmpty title="No jobs yet">
            <p>Once your account is verified, the jobs you post will be listed here.</p>
          </JobListEmpty>
        </>
      );
    }
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
    if (company.isPending || jobs.isPending) return <JobListLoading />;
    if (jobs.data.totalElements === 0) {
      return (
        <JobListEmpty title="No jobs yet">
          <p>Post your first job and candidates across India can find and apply to it.</p>
          <PostJobAction canPost onPost={openPost} />
        </JobListEmpty>
      );
    }
    return (
      <>
        <p className={styles.count}>
          {jobs.data.totalElements === 1 ? '1 job' : `${jobs.data.totalElements} jobs`}
          {company.data ? ` at ${company.data.name}` : ''}
        </p>
        <div className={styles.grid}>
          {jobs.data.content.map((job) => (
            <JobCard key={job.id} job={job} actions={actionsFor(job)} />
          ))}
        </div>
        <Pager
          page={jobs.data.page}
          totalPages={jobs.data.totalPages}
          isFetching={jobs.isFetching}
          onPage={(next) => setSearch(searchWithPage(search, next))}
        />
      </>
    );
  };

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title="My Jobs"
        subtitle="Your company's job posts: edit them, pause them or take them down."
        action={<PostJobAction canPost={canPost} onPost={openPost} />}
      />
      {body()}
      {dialogs}
      {posting ? <JobFormModal isAdmin={false} onClose={() => setPosting(false)} /> : null}
    </div>
  );
}
