import type { JobSummary } from '../../shared/jobs/types';
import type { JobChangedDetail } from '../model/events';
import type { toJob } from '../model/job-reads';

/** What the saved-jobs list shows of a job: the job without its long texts, contact and bookkeeping. */
export function summaryOf(job: ReturnType<typeof toJob>): JobSummary {
  const {
    description: _d,
    requirements: _r,
    responsibilities: _s,
    benefits: _b,
    contactEmail: _c,
    companyId: _i,
    applicationsCount: _a,
    updatedAt: _u,
    isActive: _x,
    ...summary
  } = job;
  return summary;
}

/** The same summary from a Job Changed event, which carries the job's state and owner besides. */
export function summaryOfChanged(job: NonNullable<JobChangedDetail['job']>): JobSummary {
  const { isActive: _x, organisationId: _o, ...summary } = job;
  return summary;
}
