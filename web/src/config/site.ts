import type { JobFunction, JobType } from '@shared/jobs/options';
import { SUPPORT } from '@shared/shell-constants';
import type { JobFilters } from './paths';

/** Brand and contact facts the shell shows. Business constants live in @shared/constants. */
export const site = {
  name: 'Jobmatch',
  tagline: 'Curated jobs for India’s professionals',
  supportEmail: SUPPORT.email,
  linkedInUrl: 'https://www.linkedin.com/company/jobmatch-in',
} as const;

/** Cities and job functions the footer offers as ready-made searches (spec: Shell, Footer). */
export const footerLocations = ['Bangalore', 'Delhi', 'Hyderabad', 'Mumbai'] as const;

/** Functions go through the search's `function` filter; internships are a job type, not a function. */
export const footerFunctions: readonly { label: string; filters: JobFilters }[] = [
  { label: 'Engineering jobs', filters: { function: 'engineering' satisfies JobFunction } },
  { label: 'Marketing jobs', filters: { function: 'marketing' satisfies JobFunction } },
  { label: 'Sales jobs', filters: { function: 'sales' satisfies JobFunction } },
  { label: 'Internships', filters: { type: 'INTERNSHIP' satisfies JobType } },
];
