import { byScoreDescending } from './scorer';
import type { JobMatch, RecommendationSort } from './types';

/*
 * The orders of a candidate's recommendations (candidate-side.md section 2: best match, highest salary,
 * most recent). Each breaks its ties down to the job's id, so equal scores or salaries never swap places
 * between two reads; of equal best matches the job posted last comes first. 'best-match' is exactly the
 * order of the stored matches' score index (score, posting time, id: functions/matching/keys.ts), so a
 * page sorted here after a search reads like a page read straight from the index.
 */

const newestFirst = (a: JobMatch, b: JobMatch) => b.job.postedAt.localeCompare(a.job.postedAt);
const byJobId = (a: JobMatch, b: JobMatch) => b.job.id.localeCompare(a.job.id);

/** What a job offers at most, for 'highest salary': its maximum, else its minimum, else nothing. */
const offeredPay = (match: JobMatch) => match.job.salaryMax ?? match.job.salaryMin ?? 0;

export const MATCH_ORDERS: Record<RecommendationSort, (a: JobMatch, b: JobMatch) => number> = {
  'best-match': (a, b) => byScoreDescending(a, b) || newestFirst(a, b) || byJobId(a, b),
  'highest-salary': (a, b) =>
    offeredPay(b) - offeredPay(a) || byScoreDescending(a, b) || newestFirst(a, b) || byJobId(a, b),
  'most-recent': (a, b) => newestFirst(a, b) || byScoreDescending(a, b) || byJobId(a, b),
};
