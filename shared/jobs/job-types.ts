/*
 * The job types and currencies a job is posted with and a candidate's preferences are stated in: one list
 * for both, so they agree. Apart from the profile's other lists (titles, degrees, fields of study), which
 * the job pages do not need and would otherwise share a script with (ADR 0004).
 */

export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
};
