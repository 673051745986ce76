import type { WhereAttributeSymbol } from 'electrodb';
import { RECRUITER_STATUSES, type RecruiterStatus } from '../../shared/recruiters/schemas';
import { queryIndexRange } from '../platform/db';
import { STATS_SCOPE } from './recruiter-application-records';
import {
  type RecruiterApplicationItem,
  recruiterApplicationStats,
  recruiterApplicationStatusCounts,
  recruiterApplications,
} from './recruiter-applications';

/*
 * The admin's list of applications reads its page and its total in one query (ADR 0017), on every tab.
 * The whole list (the "all" tab): the stat counters (recruiter-applications.ts) are filed in the all-applications
 * index's partition right after the applications' key range: their sort keys are
 * `<entity prefix>submittedat_<time>#id_<id>`, the counters' `<entity prefix>total`, which sorts after
 * every one. A status tab: each status's count (a copy of its counter) is filed the same way in that
 * status's partition of the by-status index. Read newest first, the range from the first application to
 * the total starts with the total.
 */

interface Range {
  index: 'gsi1' | 'gsi2';
  partition: string;
  first: string;
  totalAt: string;
}

const ranges = new Map<RecruiterStatus | undefined, Range>();

/** A list's range, derived once per warm function from the entity's own query (every write files four). */
function rangeOf(status: RecruiterStatus | undefined): Range {
  let range = ranges.get(status);
  if (!range) {
    range = deriveRange(status);
    ranges.set(status, range);
  }
  return range;
}

function deriveRange(status: RecruiterStatus | undefined): Range {
  const query = status
    ? recruiterApplications().query.byStatus({ status })
    : recruiterApplications().query.all({ scope: 'all' });
  const values = query.params().ExpressionAttributeValues as Record<string, string>;
  const partition = values[':pk'] as string;
  const first = values[':sk1'] as string;
  return {
    index: status ? 'gsi2' : 'gsi1',
    partition,
    first,
    totalAt: `${first.slice(0, first.indexOf('#') + 1)}total`,
  };
}

/** What every write of the stat counters sets, so they stand in the all-applications index beside them. */
export function statsBesideApplications() {
  const { partition, totalAt } = rangeOf(undefined);
  return { listedIn: partition, listedAt: totalAt };
}

/** The status counters as a write read them; missing where none was ever counted. */
export type CountersRead = Record<RecruiterStatus, number | undefined>;

/** Read by every write of the counters before its transaction, which files each status's count from it. */
export async function readCounters(): Promise<CountersRead> {
  const { data } = await recruiterApplicationStats().get({ scope: STATS_SCOPE }).go();
  return Object.fromEntries(RECRUITER_STATUSES.map((status) => [status, data?.[status]])) as CountersRead;
}

type Counter = WhereAttributeSymbol<number>;
type Operations = {
  eq: <T, A extends WhereAttributeSymbol<T>>(attr: A, value: T) => string;
  notExists: <A extends WhereAttributeSymbol<number>>(attr: A) => string;
};

/**
 * The condition on the counters' update: every status counter still holds what the write read, so the
 * counts it files (read + change) are the counters after it. A write in between cancels the transaction,
 * which the writer retries with a fresh read, as it does any conflict on the counters.
 */
export function countersAsRead(read: CountersRead) {
  return (attributes: Record<RecruiterStatus, Counter>, { eq, notExists }: Operations) =>
    RECRUITER_STATUSES.map((status) => {
      const value = read[status];
      return value
        ? eq(attributes[status], value)
        : `(${notExists(attributes[status])} OR ${eq(attributes[status], 0)})`;
    }).join(' AND ');
}

/**
 * Each status's count after a write that read `read` and adds `change` to the counters (keys other than
 * a status are ignored), with where it is filed: put in the counters' transaction.
 */
export function filedStatusCounts(read: CountersRead, change: Partial<Record<string, number>>) {
  return RECRUITER_STATUSES.map((status) => {
    const { partition, totalAt } = rangeOf(status);
    return {
      status,
      count: (read[status] ?? 0) + (change[status] ?? 0),
      listedIn: partition,
      listedAt: totalAt,
    };
  });
}

/**
 * The newest `wanted` applications (of one status, or all) and how many there are, as the counters the
 * writes keep say. A total written before it was filed beside its applications is read from the counters
 * by key, one round trip more, until the next write of the counters files it.
 */
export async function newestApplicationsWithTotal(
  wanted: number,
  status?: RecruiterStatus,
): Promise<{ data: RecruiterApplicationItem[]; total: number }> {
  const { index, partition, first, totalAt } = rangeOf(status);
  const isTotal = (item: Record<string, unknown>) => item[`${index}sk`] === totalAt;
  // The total, then as many applications as the page needs.
  const read = await queryIndexRange(
    { index, partition, from: first, to: totalAt },
    { pageSize: wanted + 1, more: (items) => items.filter((item) => !isTotal(item)).length < wanted },
  );
  const filed = read.find(isTotal);
  const items = read.filter((item) => !isTotal(item));
  let total: number | undefined;
  if (filed && status) total = recruiterApplicationStatusCounts().parse({ Item: filed }).data?.count ?? 0;
  else if (filed) total = recruiterApplicationStats().parse({ Item: filed }).data?.total ?? 0;
  if (total === undefined) {
    const { data: stats } = await recruiterApplicationStats().get({ scope: STATS_SCOPE }).go();
    total = (status ? stats?.[status] : stats?.total) ?? 0;
  }
  const data = recruiterApplications().parse({ Items: items.slice(0, wanted) }).data;
  return { data: data as RecruiterApplicationItem[], total };
}
