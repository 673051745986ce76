import { JOB_TYPES, type JobType } from './job-types';

/*
 * The fixed lists of the jobs marketplace (employer-admin-side.md sections 3 and 9). Job types and
 * currencies are shared with the profile's preferences (./job-types), so a job and a candidate agree.
 */

export { CURRENCIES, type Currency, JOB_TYPE_LABELS, JOB_TYPES, type JobType } from './job-types';

/** IT or not: subscriptions gate employers' access to IT applicants (employer-admin-side.md section 9). */
export const JOB_CATEGORIES = ['IT', 'NON_IT'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
export const JOB_CATEGORY_LABELS: Record<JobCategory, string> = { IT: 'IT', NON_IT: 'Non-IT' };

/**
 * The job functions a post is filed under: the footer's "by function" links and a search filter. The
 * value is stable (it goes in URLs); the label is what people read.
 */
export const JOB_FUNCTIONS = [
  { value: 'engineering', label: 'Engineering' },
  { value: 'data', label: 'Data & Analytics' },
  { value: 'product', label: 'Product Management' },
  { value: 'design', label: 'Design' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'sales', label: 'Sales & Business Development' },
  { value: 'customer-support', label: 'Customer Support' },
  { value: 'operations', label: 'Operations & Supply Chain' },
  { value: 'finance', label: 'Finance & Accounting' },
  { value: 'human-resources', label: 'Human Resources' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Teaching & Education' },
  { value: 'manufacturing', label: 'Manufacturing & Engineering Services' },
  { value: 'legal', label: 'Legal' },
  { value: 'administration', label: 'Administration' },
  { value: 'other', label: 'Other' },
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number]['value'];
export const JOB_FUNCTION_VALUES = JOB_FUNCTIONS.map((item) => item.value) as [JobFunction, ...JobFunction[]];

export function jobFunctionLabel(value: string): string {
  return JOB_FUNCTIONS.find((item) => item.value === value)?.label ?? value;
}

/**
 * The spec's six application statuses (employer-admin-side.md section 4), in pipeline order: the ones an
 * employer moves an application to.
 */
export const EMPLOYER_STATUSES = [
  'applied',
  'reviewed',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
] as const;
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];

/**
 * Every status an application can have: the employer's six, the candidate's own Withdrawn, and Closed,
 * which Jobmatch sets when the employer leaves an application unanswered (shared/jobs/closure.ts).
 */
export const APPLICATION_STATUSES = [...EMPLOYER_STATUSES, 'withdrawn', 'closed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  interviewed: 'Interviewed',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  closed: 'Closed - no response',
};

export const isEmployerStatus = (status: string): status is EmployerStatus =>
  (EMPLOYER_STATUSES as readonly string[]).includes(status);

/**
 * The job type the web's lower-case, hyphenated names stand for (full-time -> FULL_TIME); upper-case
 * names pass through. Undefined for anything else.
 */
export function toJobType(value: string): JobType | undefined {
  const upper = value.trim().toUpperCase().replace(/-/g, '_');
  return (JOB_TYPES as readonly string[]).includes(upper) ? (upper as JobType) : undefined;
}

/** Default life of a post when the employer sets no expiry date. */
export const DEFAULT_JOB_LIFETIME_DAYS = 60;
/** Most skills, and most characters of the long texts, one post may carry. */
export const JOB_LIMITS = {
  maxSkills: 30,
  titleMax: 120,
  locationMax: 100,
  descriptionMax: 10_000,
  listTextMax: 5_000,
  coverLetterMax: 5_000,
  maxExperienceYears: 50,
  /** A salary above this (per year) is a typo, not a salary: ₹100 crore. */
  maxSalary: 1_000_000_000,
} as const;

/**
 * The longest notice period a job accepts (issue 36): optional, a job without one takes any notice.
 * Matching scores a candidate with a longer notice, who cannot buy it out, lower (shared/matching/notice.ts).
 */
export const NOTICE_ACCEPTED = [
  { days: 0, label: 'Immediate joiners only' },
  { days: 15, label: 'Up to 15 days' },
  { days: 30, label: 'Up to 30 days' },
  { days: 60, label: 'Up to 60 days' },
  { days: 90, label: 'Up to 90 days' },
] as const;
export const NOTICE_ACCEPTED_DAYS = NOTICE_ACCEPTED.map((choice) => choice.days);
export type NoticeAcceptedDays = (typeof NOTICE_ACCEPTED)[number]['days'];

/** 'Up to 30 days': how a job's accepted notice reads on its page and in its form. */
export const noticeAcceptedLabel = (days: number): string =>
  NOTICE_ACCEPTED.find((choice) => choice.days === days)?.label ?? `Up to ${days} days`;
