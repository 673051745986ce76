import type { Job } from '@shared/jobs/types';
import type { ReactNode } from 'react';
import { isAppError } from '@/lib/app-error';
import { useJob } from '../api/get-job';
import { JobNotFound } from './job-not-found';
import { PageError, PageLoading } from './page-states';

/**
 * A page about one job (its post, its apply step): a spinner while it loads, the job's 404 page for an
 * unknown or malformed id, a retry for any other failure, else the page itself.
 */
export function JobLoader({ jobId, children }: { jobId: string; children: (job: Job) => ReactNode }) {
  const job = useJob(jobId);
  if (job.isPending) return <PageLoading label="Loading job..." />;
  if (job.isError) {
    if (isAppError(job.error) && [400, 404].includes(job.error.status)) return <JobNotFound />;
    return (
      <PageError
        message={`This job could not be loaded. ${job.error.message}`}
        onRetry={() => void job.refetch()}
        isRetrying={job.isFetching}
      />
    );
  }
  return children(job.data);
}
