/** The employer's own recruiter application (GET /recruiter/applications/me). */
export const OWN_APPLICATION_KEY = ['recruiter-application', 'me'] as const;
