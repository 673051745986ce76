import { useState } from 'react';
import { useUser } from '@/lib/auth';
import { useSearchParams } from '@/lib/router';
import { usePostingStanding } from '../api/get-posting-standing';
import { useJobActions } from '../hooks/use-job-actions';
import { pageFromSearch } from '../lib/page-param';
import { CompanyJobs } from './company-jobs';
import styles from './employer-jobs.module.css';
import { JobCard } from './job-card';
import { JobListEmpty } from './job-list-states';
import { LazyJobFormModal } from './lazy-job-form-modal';
import { PageHeader } from './page-header';
import { PagedJobList } from './paged-job-list';
import { PostingSuspended, PostJobAction, VerificationRequired } from './post-job-action';

/** /my-jobs: the organisation's jobs, with edit, delete, pause/activate and a post button. */
export function MyJobsPage() {
  const user = useUser();
  const canPost = Boolean(user?.isApproved);
  const standing = usePostingStanding(canPost);
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const [posting, setPosting] = useState(false);
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
    return (
      <CompanyJobs page={page} onPost={openPost}>
        {({ jobs, companyName, isFetching }) => (
          <PagedJobList
            jobs={jobs}
            isFetching={isFetching}
            countSuffix={companyName ? ` at ${companyName}` : ''}
            card={(job) => <JobCard key={job.id} job={job} actions={actionsFor(job)} linkApplications />}
          />
        )}
      </CompanyJobs>
    );
  };

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title="My Jobs"
        subtitle="Your company's job posts: edit them, pause them or take them down."
        action={<PostJobAction canPost={canPost} suspended={standing.data?.suspended} onPost={openPost} />}
      />
      {standing.data?.suspended ? <PostingSuspended standing={standing.data} /> : null}
      {body()}
      {dialogs}
      {posting ? <LazyJobFormModal isAdmin={false} onClose={() => setPosting(false)} /> : null}
    </div>
  );
}
