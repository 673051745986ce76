/** Dropdown values of the profile forms (candidate-side.md section 5, Dropdowns). */

export const AVAILABILITY = [
  'Immediate',
  '2 weeks',
  '1 month',
  '2 months',
  '3 months',
  'More than 3 months',
] as const;
export type Availability = (typeof AVAILABILITY)[number];

/**
 * The availability a notice period in days puts a person at: the first choice that covers the whole
 * notice (45 days is '2 months': they cannot join within one), 0 is 'Immediate'.
 */
export function availabilityForNoticeDays(days: number): Availability {
  if (days <= 0) return 'Immediate';
  if (days <= 14) return '2 weeks';
  if (days <= 31) return '1 month';
  if (days <= 62) return '2 months';
  if (days <= 92) return '3 months';
  return 'More than 3 months';
}

/**
 * The notice an availability stands for, in days (issue 36): what matching weighs against the longest
 * notice a job accepts. 'More than 3 months' is at least 91 days, longer than any job's choice.
 */
export const NOTICE_DAYS: Record<Availability, number> = {
  Immediate: 0,
  '2 weeks': 14,
  '1 month': 30,
  '2 months': 60,
  '3 months': 90,
  'More than 3 months': 91,
};

/** The notice of a stored availability, or null when none (or an unknown one) is given. */
export const noticeDaysOf = (availability: string | null | undefined): number | null =>
  availability && availability in NOTICE_DAYS ? NOTICE_DAYS[availability as Availability] : null;

/** Total-experience bands and the years each one stands for. */
export const EXPERIENCE_BANDS = [
  { label: 'Less than 1 year', years: 0 },
  { label: '1-2 years', years: 1 },
  { label: '2-3 years', years: 2 },
  { label: '3-5 years', years: 3 },
  { label: '5-7 years', years: 5 },
  { label: '7-10 years', years: 7 },
  { label: '10+ years', years: 10 },
] as const;

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * The level a number of years puts a person at: under 2 entry, under 5 mid, under 10 senior, then
 * executive. The spec names the levels, not the cut-offs; these follow common Indian hiring bands.
 */
export function levelForYears(years: number): ExperienceLevel {
  if (years < 2) return 'entry';
  if (years < 5) return 'mid';
  if (years < 10) return 'senior';
  return 'executive';
}

export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say'] as const;

export const WORK_AUTHORIZATIONS = [
  'Authorized to work in India',
  'Authorized to work in the USA',
  'Authorized to work in Canada',
  'Authorized to work in the UK',
  'Authorized to work in Australia',
  'Authorized to work in Germany',
  'Authorized to work in Singapore',
  'Requires visa/sponsorship',
  'Other',
] as const;

// A job's types and currencies are the preferences' too: one list, kept beside the jobs' (shared/jobs).
export { CURRENCIES, type Currency, JOB_TYPE_LABELS, JOB_TYPES, type JobType } from '../jobs/job-types';

/** Common titles in the Indian job market; 'Other' lets a person type their own. */
export const POSITION_TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Full Stack Developer',
  'Frontend Developer',
  'Backend Developer',
  'Mobile App Developer',
  'DevOps Engineer',
  'Cloud Engineer',
  'Data Analyst',
  'Data Scientist',
  'Machine Learning Engineer',
  'QA Engineer',
  'Product Manager',
  'Project Manager',
  'Business Analyst',
  'UI/UX Designer',
  'Technical Lead',
  'Engineering Manager',
  'Digital Marketing Executive',
  'Sales Executive',
  'Business Development Manager',
  'HR Executive',
  'Accountant',
  'Customer Support Executive',
] as const;

export const DEGREES = [
  'B.Tech / B.E.',
  'B.Sc',
  'B.Com',
  'BCA',
  'M.Tech / M.E.',
  'MCA',
  'MBA / PGDM',
  'Ph.D',
] as const;

export const FIELDS_OF_STUDY = [
  'Computer Science',
  'Information Technology',
  'Electronics and Communication',
  'Electrical Engineering',
  'Mechanical Engineering',
  'Civil Engineering',
  'Chemical Engineering',
  'Biotechnology',
  'Data Science',
  'Artificial Intelligence',
  'Mathematics',
  'Statistics',
  'Physics',
  'Chemistry',
  'Commerce',
  'Accounting and Finance',
  'Economics',
  'Business Administration',
  'Marketing',
  'Human Resources',
  'Operations',
  'Design',
  'Mass Communication',
  'English Literature',
  'Psychology',
  'Law',
  'Pharmacy',
  'Medicine',
] as const;

export const OTHER_OPTION = 'Other';
