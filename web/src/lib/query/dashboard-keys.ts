/*
 * The employer dashboard's figures are read by the pipeline feature and changed by the jobs feature too
 * (posting, pausing or deleting a job moves Active Jobs), so their key lives here, where both can reach it.
 */
export const DASHBOARD_STATS_KEY = ['pipeline', 'stats'] as const;
