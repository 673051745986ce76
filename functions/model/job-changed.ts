import { publishEvent } from '../platform/events';
import { JOB_CHANGED, type JobChangedDetail } from './events';
import { toJob } from './job-reads';
import type { JobItem } from './jobs';

/** A job's Job Changed detail: its version and its summary as search keeps it, or no job once it is deleted. */
export function jobChangedDetail(jobId: string, version: number, item: JobItem | null): JobChangedDetail {
  const job = item && toJob(item);
  return {
    jobId,
    version,
    job: job && {
      id: job.id,
      title: job.title,
      company: job.company,
      location: job.location,
      jobType: job.jobType,
      isRemote: job.isRemote,
      isHybrid: job.isHybrid,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      currency: job.currency,
      experienceMin: job.experienceMin,
      experienceMax: job.experienceMax,
      noticeAcceptedDays: job.noticeAcceptedDays ?? null,
      skills: job.skills,
      category: job.category,
      function: job.function,
      postedAt: job.postedAt,
      expiresAt: job.expiresAt,
      // A job held back by reports is closed to everyone who reads this event (search, matching, saved
      // jobs, the published page), exactly like a paused one, until an admin restores it.
      isActive: job.isActive && !(item as JobItem).heldAt,
      organisationId: (item as JobItem).organisationId,
    },
  };
}

/**
 * Publishes a job's Job Changed event. Shared by a new post (job-creation.ts) and the job routes' other
 * writes (jobs/); what to do when the bus refuses is each caller's.
 */
export async function publishJobChanged(jobId: string, version: number, item: JobItem | null): Promise<void> {
  const detail = jobChangedDetail(jobId, version, item);
  await publishEvent(JOB_CHANGED, detail as unknown as Record<string, unknown>);
}
