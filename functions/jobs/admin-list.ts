import { startOfIndianDay } from '../../shared/dates';
import { type AdminJobsQuery, matchesText, statusOf } from '../../shared/jobs/admin-filters';
import { ALL_JOBS, allJobsRange, type JobItem, jobCounters, jobs } from '../model/jobs';
import { queryIndexRange } from '../platform/db';
import { timeOrderedId } from '../platform/ids';

/*
 * The admin's list of every job reads its page and its total in one query (ADR 0017): the jobs counter is
 * filed beside the jobs in the all-jobs index (model/jobs.ts).
 */

/**
 * The newest `wanted` jobs and how many jobs exist, the count the writes keep. A counter written before it
 * was filed beside the jobs is read by key, one round trip more, until the next post or delete files it.
 */
export async function newestJobsWithTotal(wanted: number): Promise<{ data: JobItem[]; total: number }> {
  const { partition, jobsPrefix, totalAt } = allJobsRange();
  const isTotal = (item: Record<string, unknown>) => item.gsi2sk === totalAt;
  // The counter, then as many jobs as the page needs.
  const read = await queryIndexRange(
    { index: 'gsi2', partition, from: jobsPrefix, to: totalAt },
    { pageSize: wanted + 1, more: (items) => items.filter((item) => !isTotal(item)).length < wanted },
  );
  const counter = read.find(isTotal);
  const items = read.filter((item) => !isTotal(item));
  const total = counter
    ? (jobCounters().parse({ Item: counter }).data?.count ?? 0)
    : ((await jobCounters().get({ scope: ALL_JOBS }).go()).data?.count ?? 0);
  return { data: jobs().parse({ Items: items.slice(0, wanted) }).data as JobItem[], total };
}

/** At most this many jobs are read for one filtered list: a posting-date range or a company narrows it. */
export const FILTER_READ_LIMIT = 5_000;
const PAGE = 500;

/** The lowest and highest id of a job posted within the days (India), both ends included. */
function idRange(from: string | undefined, to: string | undefined) {
  const low = from ? Date.parse(startOfIndianDay(from)) : 0;
  const high = to ? Date.parse(startOfIndianDay(to)) + 86_400_000 - 1 : 2 ** 48 - 1;
  // The id's first ten characters are its time (platform/ids); the rest only orders ids of one millisecond.
  return { low: `${timeOrderedId(low).slice(0, 10)}`, high: `${timeOrderedId(high).slice(0, 10)}~` };
}

/**
 * The jobs a searched or filtered admin list shows, newest first. A company reads that company's jobs
 * (by-company index), otherwise the all-jobs index; either way only the posting days asked for (the ids
 * are time-ordered, so a day range is a key range). The status and the words are checked on what that
 * range holds: an index query of one range, never a scan, bounded by FILTER_READ_LIMIT.
 */
export async function filteredJobs(query: AdminJobsQuery, now: Date): Promise<JobItem[]> {
  const { low, high } = idRange(query.postedFrom, query.postedTo);
  const ranged = query.companyId
    ? jobs().query.byCompany({ companyId: query.companyId })
    : jobs().query.all({});
  const range = query.postedFrom || query.postedTo ? ranged.between({ id: low }, { id: high }) : ranged;
  const matches: JobItem[] = [];
  let cursor: string | null = null;
  let read = 0;
  do {
    const result: { data: JobItem[]; cursor: string | null } = await range.go({
      order: 'desc',
      limit: PAGE,
      cursor,
    });
    read += result.data.length;
    for (const job of result.data) {
      if (query.status && statusOf(job, now) !== query.status) continue;
      if (!matchesText({ title: job.title, companyName: job.companyName }, query.q)) continue;
      matches.push(job);
    }
    cursor = result.cursor;
  } while (cursor && read < FILTER_READ_LIMIT);
  return matches;
}
