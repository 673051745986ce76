import type { JobSummary } from './types';

/*
 * The orders of the job search (issue 38, ADR 0025). Relevance is the default of a search with words and
 * newest of one without (where every job is equally relevant, relevance is newest anyway); salary puts the
 * highest offered maximum first and jobs that disclose no salary last. Every order ends on the posting time
 * and then the job id, so a page boundary never falls between two jobs the order cannot tell apart.
 */

export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Highest salary',
};

export const JOB_SORT_MESSAGE = `Sort must be one of ${JOB_SORTS.join(', ')}.`;

/** The order a search takes when none is asked for. */
export const defaultJobSort = (search: string | undefined): JobSort =>
  search?.trim() ? 'relevance' : 'newest';

/** The most a job offers, for the salary order: its maximum, else its minimum; null when it says nothing. */
export function offeredTop(job: Pick<JobSummary, 'salaryMin' | 'salaryMax'>): number | null {
  const top = job.salaryMax && job.salaryMax > 0 ? job.salaryMax : job.salaryMin;
  return top && top > 0 ? top : null;
}

/** Newest first, then the higher id: the index's own order of a facet. */
export function byNewest(a: Pick<JobSummary, 'postedAt' | 'id'>, b: Pick<JobSummary, 'postedAt' | 'id'>) {
  if (a.postedAt !== b.postedAt) return a.postedAt < b.postedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Highest offered maximum first, jobs without a salary last, then newest. */
export function bySalary(
  a: Pick<JobSummary, 'salaryMin' | 'salaryMax' | 'postedAt' | 'id'>,
  b: Pick<JobSummary, 'salaryMin' | 'salaryMax' | 'postedAt' | 'id'>,
): number {
  const [top, other] = [offeredTop(a) ?? -1, offeredTop(b) ?? -1];
  return top !== other ? other - top : byNewest(a, b);
}

/**
 * The salary order as a string that sorts the same way read backwards (as the index reads a facet): a job
 * with a salary starts with '1' and its offered top in 12 digits, one without with '0'. The posting time
 * and id follow it in the key.
 */
export function salarySortKey(job: Pick<JobSummary, 'salaryMin' | 'salaryMax'>): string {
  const top = offeredTop(job);
  return top === null ? '0' : `1${String(Math.min(top, 999_999_999_999)).padStart(12, '0')}`;
}
