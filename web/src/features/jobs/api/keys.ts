/** Cache keys of the jobs feature. A candidate's own lists sit under one prefix, dropped on sign-out. */
export const JOBS_QUERY_KEY = ['jobs'] as const;
export const MY_APPLICATIONS_QUERY_KEY = ['jobs', 'candidate', 'applications'] as const;
export const SAVED_JOBS_QUERY_KEY = ['jobs', 'candidate', 'saved'] as const;
