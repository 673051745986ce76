import type { RecruiterFilters } from '../lib/filters';

/** Everything under one root, so a decision refreshes the list and the stat cards together. */
export const RECRUITERS_ROOT_KEY = ['admin-recruiters'] as const;

export const recruiterKeys = {
  summary: [...RECRUITERS_ROOT_KEY, 'summary'] as const,
  list: (filters: RecruiterFilters, size: number) =>
    [...RECRUITERS_ROOT_KEY, 'list', { ...filters, size }] as const,
};

/** The spec's page of applications (employer-admin-side.md section 7: size 20). */
export const RECRUITER_PAGE_SIZE = 20;
