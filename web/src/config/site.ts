import { SUPPORT } from '@shared/constants';

/** Brand and contact facts the shell shows. Business constants live in @shared/constants. */
export const site = {
  name: 'Jobmatch',
  tagline: 'Curated jobs for India’s professionals',
  supportEmail: SUPPORT.email,
  linkedInUrl: 'https://www.linkedin.com/company/jobmatch-in',
} as const;

/** Cities and job functions the footer offers as ready-made searches (spec: Shell, Footer). */
export const footerLocations = ['Bangalore', 'Delhi', 'Hyderabad', 'Mumbai'] as const;

export const footerFunctions = [
  { label: 'Engineering jobs', type: 'engineering' },
  { label: 'Marketing jobs', type: 'marketing' },
  { label: 'Sales jobs', type: 'sales' },
  { label: 'Internships', type: 'internship' },
] as const;
