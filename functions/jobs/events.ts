import type { JobSummary } from '../../shared/jobs/types';

/**
 * Published after every change of a job (created, edited, paused, activated, deleted). The detail carries
 * the job as it now is, so a consumer (the search index, later matching) needs no read of its own; it
 * keeps the highest `version` it applied and ignores older ones, so redelivery and reordering are safe.
 */
export const JOB_CHANGED = 'Job Changed';

export interface JobChangedDetail {
  jobId: string;
  /** Grows with every write of the job; a delete takes the next number too. */
  version: number;
  /** The job now, or null once it is deleted. */
  job: (JobSummary & { isActive: boolean; organisationId: string }) | null;
}
