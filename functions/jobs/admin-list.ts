import { type JobItem, jobCounters, jobs } from '../model/jobs';
import { queryIndexRange } from '../platform/db';

/*
 * The admin's list of every job reads its page and its total in one query (ADR 0017). The jobs counter
 * (entities.ts) is filed in the all-jobs index's partition right after the jobs' key range: the jobs'
 * sort keys are `<entity prefix>id_<id>`, the counter's `<entity prefix>total`, which sorts after every
 * id. Read newest first, the range from the first job to the counter starts with the counter.
 */

export const ALL_JOBS = 'all';

function allJobsRange() {
  const values = jobs().query.all({}).params().ExpressionAttributeValues as Record<string, string>;
  const partition = values[':pk'] as string;
  const jobsPrefix = values[':sk1'] as string;
  return { partition, jobsPrefix, totalAt: `${jobsPrefix.slice(0, jobsPrefix.lastIndexOf('#') + 1)}total` };
}

/** What every write of the counter sets, so it stands in the all-jobs index beside the jobs. */
export function listedBesideJobs() {
  const { partition, totalAt } = allJobsRange();
  return { listedIn: partition, listedAt: totalAt };
}

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
