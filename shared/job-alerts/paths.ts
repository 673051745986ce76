/**
 * The web pages job alerts link to: the candidate's alerts and the page a guest's confirmation link opens.
 * Apart from rules.ts so the web's path table, in every page's first script, carries only these strings.
 */
export const JOB_ALERT_PATHS = { manage: '/job-alerts', confirm: '/job-alerts/confirm' } as const;
