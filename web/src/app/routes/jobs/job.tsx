import { Suspense } from 'react';
import { ReportJobEntry } from '@/features/job-reports/components/report-job-entry';
import { JobDetailPage, type JobPageSlot } from '@/features/jobs/components/job-detail-page';
import { useUser } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import { useParams } from '@/lib/router';

// Only signed-in candidates see their match: its code stays out of the public job page's bundle.
// The public page reads outside the query cache, so the panel brings the cache with it.
const JobMatchPanel = lazyWithQueries(
  async () => (await import('@/features/matching/components/job-match-panel')).JobMatchPanel,
);

const candidateMatch: JobPageSlot = (job) => (
  <Suspense fallback={null}>
    <JobMatchPanel jobId={job.id} />
  </Suspense>
);

/** Anyone but an admin may report a job; a held one is read only by its owners, who do not report it. */
const reportEntry: JobPageSlot = (job) =>
  job.underReview ? null : (
    <ReportJobEntry job={{ id: job.id, title: job.title, companyName: job.company.name }} />
  );

/**
 * /jobs/:jobId: the public job page; a signed-in candidate also sees how well they match it, and anyone may
 * report it (issue 33).
 */
export function Component() {
  const { jobId = '' } = useParams();
  const user = useUser();
  return (
    <JobDetailPage
      key={jobId}
      jobId={jobId}
      matchPanel={user?.role === 'candidate' ? candidateMatch : undefined}
      sideSlot={reportEntry}
    />
  );
}
