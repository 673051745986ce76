/*
 * Query keys of the employer and admin job lists. Every job list in the app lives under 'jobs', so a
 * change to one job refreshes all of them (search results, a job's page, these lists) with one call.
 */
export const JOBS_ROOT_KEY = ['jobs'] as const;

export const employerJobKeys = {
  company: (companyId: string, page: number, size: number) =>
    [...JOBS_ROOT_KEY, 'company', companyId, { page, size }] as const,
  admin: (page: number, size: number, filters: object = {}) =>
    [...JOBS_ROOT_KEY, 'admin', { page, size, ...filters }] as const,
  myCompany: ['companies', 'me'] as const,
  companyOptions: (keyword: string) => ['companies', 'options', keyword] as const,
};

/** Page sizes of the spec's calls (employer-admin-side.md section 9). */
export const COMPANY_JOBS_PAGE_SIZE = 20;
export const ADMIN_JOBS_PAGE_SIZE = 20;
export const COMPANY_OPTIONS_SIZE = 50;
