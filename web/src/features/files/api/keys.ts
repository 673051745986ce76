/** Cache keys of the files feature; every change to a file invalidates both info entries. */
export const FILES_QUERY_KEY = ['files'] as const;
export const RESUME_INFO_QUERY_KEY = ['files', 'resume-info'] as const;
