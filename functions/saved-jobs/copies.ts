import type { JobSummary } from '../../shared/jobs/types';
import type { JobChangedDetail } from '../model/events';
import type { toJob } from '../model/job-reads';

/** What the saved-jobs list shows of a job, named field by field: a field the whole job gains stays out. */
const SUMMARY_FIELDS = [
  'id',
  'title',
  'company',
  'location',
  'jobType',
  'isRemote',
  'isHybrid',
  'salaryMin',
  'salaryMax',
  'currency',
  'experienceMin',
  'experienceMax',
  'noticeAcceptedDays',
  'skills',
  'category',
  'function',
  'postedAt',
  'expiresAt',
] as const satisfies readonly (keyof JobSummary)[];

// Every field of a summary is listed: a field JobSummary gains fails to compile here until it is.
const everySummaryField: Exclude<keyof JobSummary, (typeof SUMMARY_FIELDS)[number]> extends never
  ? true
  : false = true;
void everySummaryField;

function summaryFrom(job: JobSummary): JobSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, job[field]])) as unknown as JobSummary;
}

/** The saved-jobs list's summary of a job: without its long texts, contact and bookkeeping. */
export function summaryOf(job: ReturnType<typeof toJob>): JobSummary {
  return summaryFrom(job);
}

/** The same summary from a Job Changed event, which carries the job's state and owner besides. */
export function summaryOfChanged(job: NonNullable<JobChangedDetail['job']>): JobSummary {
  return summaryFrom(job);
}
