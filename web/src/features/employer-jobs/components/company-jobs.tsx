import type { Job, PageOf } from '@shared/jobs/types';
import type { ReactNode } from 'react';
import { useCompanyJobs } from '../api/get-company-jobs';
import { useMyCompany } from '../api/get-my-company';
import { usePostingStanding } from '../api/get-posting-standing';
import { EMPLOYER_JOB_MESSAGES, serverReason } from '../lib/messages';
import { JobListEmpty, JobListError, JobListLoading } from './job-list-states';
import { PostJobAction } from './post-job-action';

interface CompanyJobsProps {
  page: number;
  /** How many card placeholders stand in while the list loads. */
  loadingCount?: number;
  onPost: () => void;
  /** The list once there is at least one job. */
  children: (loaded: { jobs: PageOf<Job>; companyName?: string; isFetching: boolean }) => ReactNode;
}

/**
 * One page of the verified employer's own jobs (My Jobs, the dashboard's Recent Jobs): the organisation's
 * company first, then its jobs, with the failure, loading and empty states both pages show.
 */
export function CompanyJobs({ page, loadingCount, onPost, children }: CompanyJobsProps) {
  const company = useMyCompany();
  const jobs = useCompanyJobs({ companyId: company.data?.id, page });
  // The page's own answer (one cached read): a suspended organisation's empty list offers no post either.
  const standing = usePostingStanding(true);

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
  if (company.isPending || jobs.isPending) return <JobListLoading count={loadingCount} />;
  if (jobs.data.totalElements === 0) {
    return (
      <JobListEmpty title="No jobs yet">
        <p>Post your first job and candidates across India can find and apply to it.</p>
        <PostJobAction canPost suspended={standing.data?.suspended} onPost={onPost} />
      </JobListEmpty>
    );
  }
  return children({ jobs: jobs.data, companyName: company.data?.name, isFetching: jobs.isFetching });
}
