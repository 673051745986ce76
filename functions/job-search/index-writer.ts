import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobSummary } from '../../shared/jobs/types';
import type { JobChangedDetail } from '../model/events';
import {
  type CounterKey,
  isListed,
  type Posting,
  postingFromId,
  postingId,
  postingsFor,
} from '../model/job-postings';
import type { ReplayOutcome } from '../model/job-replay';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { retriedTransaction } from '../platform/retried-transaction';

/*
 * Keeps the search index equal to the jobs as the Job Changed events describe them. A per-job state item
 * records the highest version applied and the postings the job may have; each posting is created or
 * deleted in one transaction with its term's counter (so counts stay exact under retries) and with a check
 * that this writer still owns the job's state (so a stale, slower delivery never writes after a newer one).
 */

type IndexedJob = NonNullable<JobChangedDetail['job']>;

interface IndexState {
  version: number;
  /** Bumped by every claim: the writer holding the current value is the only one allowed to write. */
  rev: number;
  /** The postings the job should have now. */
  keys: string[];
  /** Postings that may still exist from earlier versions, until a writer has converged. */
  dirty: string[];
  /** Of the summary the postings carry: equal means postings need no rewrite. */
  hash: string;
  job: string | null;
}

/** What applying one event did; only 'applied' changed anything (model/job-replay.ts counts it). */
export type ApplyOutcome = ReplayOutcome;

const statePk = (jobId: string) => `jobsearch#${jobId}`;
const STATE_SK = 'state';
const WRITE_CONCURRENCY = 6;

/** The fields a result shows, and nothing else the event may carry (organisation, activity). */
export function summaryOf(job: JobSummary): JobSummary {
  return {
    id: job.id,
    title: job.title,
    company: { id: job.company.id, name: job.company.name, logoUrl: job.company.logoUrl ?? null },
    location: job.location,
    jobType: job.jobType,
    isRemote: job.isRemote,
    isHybrid: job.isHybrid,
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    currency: job.currency,
    experienceMin: job.experienceMin,
    experienceMax: job.experienceMax ?? null,
    skills: job.skills,
    category: job.category,
    function: job.function,
    postedAt: job.postedAt,
    expiresAt: job.expiresAt ?? null,
  };
}

/** The stored item of a posting: its keys and the summary as compact JSON. */
export const postingItem = (posting: Posting, summaryJson: string) => ({
  pk: posting.pk,
  sk: posting.sk,
  job: summaryJson,
});
export const counterItem = (key: CounterKey, count: number) => ({ pk: key.pk, sk: key.sk, n: count });

const hashOf = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 22);

async function readState(jobId: string): Promise<IndexState | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: { pk: statePk(jobId), sk: STATE_SK },
      ConsistentRead: true,
    }),
  );
  return Item as IndexState | undefined;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WriteResult = 'ok' | 'itemFailed' | 'superseded';

/**
 * Runs one transaction whose last item is the ownership check; conflicts with other writers are retried.
 * A failed condition answers which items failed (by index), the check's own failure `superseded`.
 */
async function transactItems(items: TransactItem[]): Promise<'ok' | 'superseded' | number[]> {
  const result = await retriedTransaction(items, 'A search index write');
  if (result === 'ok' || !result.includes(items.length - 1)) return result;
  return 'superseded';
}

async function transact(items: TransactItem[]): Promise<WriteResult> {
  const result = await transactItems(items);
  return Array.isArray(result) ? 'itemFailed' : result;
}

function ownerCheck(jobId: string, rev: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: config.tableName,
      Key: { pk: statePk(jobId), sk: STATE_SK },
      ConditionExpression: '#rev = :rev',
      ExpressionAttributeNames: { '#rev': 'rev' },
      ExpressionAttributeValues: { ':rev': rev },
    },
  };
}

/** Adds `by` to a counter; with `onlyIfCounted`, only to one that exists (else the transaction fails). */
function counterChange(counter: CounterKey, by: 1 | -1, onlyIfCounted = false): TransactItem {
  return {
    Update: {
      TableName: config.tableName,
      Key: { pk: counter.pk, sk: counter.sk },
      UpdateExpression: 'ADD n :by',
      ...(onlyIfCounted ? { ConditionExpression: 'attribute_exists(n)' } : {}),
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

async function readCount(counter: CounterKey): Promise<number | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config.tableName, Key: counter, ConsistentRead: true }),
  );
  return Item ? ((Item.n as number | undefined) ?? 0) : undefined;
}

/**
 * Creates or deletes a posting (`write`, whose own condition is its existence) with its term's counter
 * and, for a facet, the same change to the count filed beside its postings. That count is made from the
 * counter, on the condition that the counter still holds what was read, by the first write that finds it
 * missing (a facet counted before it existed, ADR 0017): from then on both change in every transaction,
 * so they stay equal. `itemFailed` is the posting's own condition.
 */
async function countedWrite(
  write: TransactItem,
  posting: Posting & { counter: CounterKey },
  by: 1 | -1,
  check: TransactItem,
): Promise<WriteResult> {
  const { counter, besideCounter: beside } = posting;
  if (!beside) return transact([write, counterChange(counter, by), check]);
  const TableName = config.tableName;
  for (let attempt = 0; attempt < 5; attempt++) {
    const kept = await transactItems([
      write,
      counterChange(counter, by),
      counterChange(beside, by, true),
      check,
    ]);
    if (!Array.isArray(kept)) return kept;
    if (kept.includes(0)) return 'itemFailed';
    const was = await readCount(counter);
    const made = await transactItems([
      write,
      {
        Update: {
          TableName,
          Key: counter,
          UpdateExpression: 'SET n = :n',
          ConditionExpression: was === undefined ? 'attribute_not_exists(n)' : 'n = :was',
          ExpressionAttributeValues: was === undefined ? { ':n': by } : { ':n': was + by, ':was': was },
        },
      },
      {
        Put: {
          TableName,
          Item: counterItem(beside, (was ?? 0) + by),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      check,
    ]);
    if (!Array.isArray(made)) return made;
    if (made.includes(0)) return 'itemFailed';
    // Another writer changed the counter, or made the count, since it was read: again.
  }
  throw new Error(`The count beside ${posting.pk} kept changing under this writer`);
}

/** Creates a posting (counting it) or rewrites it in place, whichever its existence calls for. */
async function putPosting(
  posting: Posting,
  summaryJson: string,
  check: TransactItem,
  likelyExists: boolean,
): Promise<WriteResult> {
  const TableName = config.tableName;
  const Item = postingItem(posting, summaryJson);
  const { counter } = posting;
  if (!counter) return transact([{ Put: { TableName, Item } }, check]);
  const create = () =>
    countedWrite(
      { Put: { TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' } },
      { ...posting, counter },
      1,
      check,
    );
  const rewrite = () =>
    transact([{ Put: { TableName, Item, ConditionExpression: 'attribute_exists(pk)' } }, check]);
  const [first, second] = likelyExists ? [rewrite, create] : [create, rewrite];
  const result = await first();
  return result === 'itemFailed' ? second() : result;
}

/** Deletes a posting, uncounting it; one already gone is fine. */
async function deletePosting(posting: Posting, check: TransactItem): Promise<WriteResult> {
  const Key = { pk: posting.pk, sk: posting.sk };
  const TableName = config.tableName;
  const { counter } = posting;
  if (!counter) return transact([{ Delete: { TableName, Key } }, check]);
  const result = await countedWrite(
    { Delete: { TableName, Key, ConditionExpression: 'attribute_exists(pk)' } },
    { ...posting, counter },
    -1,
    check,
  );
  return result === 'itemFailed' ? 'ok' : result;
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<WriteResult>): Promise<WriteResult> {
  let next = 0;
  let superseded = false;
  await Promise.all(
    Array.from({ length: Math.min(WRITE_CONCURRENCY, items.length) }, async () => {
      while (!superseded && next < items.length) {
        const item = items[next++] as T;
        if ((await work(item)) === 'superseded') superseded = true;
      }
    }),
  );
  return superseded ? 'superseded' : 'ok';
}

/**
 * Applies one Job Changed event. Older versions than the one applied are ignored; the same version again
 * converges the postings once more (a redelivery after a crash finishes the work), which also removes a
 * job whose expiry has passed since.
 */
export async function applyJobChange(detail: JobChangedDetail, now = new Date()): Promise<ApplyOutcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = await readState(detail.jobId);
    if (state && state.version > detail.version) return 'stale';

    const listed = isListed(detail.job, now) ? detail.job : null;
    const summaryJson = listed ? JSON.stringify(summaryOf(listed)) : '';
    const desired = listed ? postingsFor(summaryOf(listed)) : [];
    const desiredIds = desired.map(postingId);
    const hash = listed ? hashOf(summaryJson) : '';
    const converged = !!state && state.dirty.length === 0;
    const sameIndex =
      converged &&
      state.hash === hash &&
      state.keys.length === desiredIds.length &&
      desiredIds.every((id) => state.keys.includes(id));
    if (sameIndex && state.version === detail.version) return 'unchanged';

    const rev = (state?.rev ?? 0) + 1;
    const dirty = [...new Set([...(state?.keys ?? []), ...(state?.dirty ?? [])])];
    const claimed: IndexState = {
      version: detail.version,
      rev,
      keys: desiredIds,
      dirty: sameIndex ? [] : dirty,
      hash,
      job: detail.job ? JSON.stringify(detail.job) : null,
    };
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: { pk: statePk(detail.jobId), sk: STATE_SK, ...claimed },
          ConditionExpression: 'attribute_not_exists(pk) OR #rev = :rev',
          ExpressionAttributeNames: { '#rev': 'rev' },
          ExpressionAttributeValues: { ':rev': state?.rev ?? 0 },
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') continue;
      throw error;
    }
    if (sameIndex) return 'applied';

    const check = ownerCheck(detail.jobId, rev);
    const desiredSet = new Set(desiredIds);
    // Postings the previous, converged version wrote with the same summary are already right.
    const current = converged && state.hash === hash ? new Set(state.keys) : new Set<string>();
    const stale = dirty.filter((id) => !desiredSet.has(id)).map(postingFromId);
    const toWrite = desired.filter((posting) => !current.has(postingId(posting)));
    const dirtySet = new Set(dirty);

    if ((await inParallel(stale, (posting) => deletePosting(posting, check))) === 'superseded')
      return 'superseded';
    const written = await inParallel(toWrite, (posting) =>
      putPosting(posting, summaryJson, check, dirtySet.has(postingId(posting))),
    );
    if (written === 'superseded') return 'superseded';

    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: { pk: statePk(detail.jobId), sk: STATE_SK },
          UpdateExpression: 'SET dirty = :none',
          ConditionExpression: '#rev = :rev',
          ExpressionAttributeNames: { '#rev': 'rev' },
          ExpressionAttributeValues: { ':none': [], ':rev': rev },
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return 'superseded';
      throw error;
    }
    return 'applied';
  }
  throw new Error(`Search index state of job ${detail.jobId} kept changing under this writer`);
}

/**
 * Takes a job out of the index once its expiry has passed, applying its last known version again at
 * `now`. The quarter-hourly sweep calls this for every job whose expiry has passed (expiry-sweep.ts).
 */
export async function removeIfExpired(jobId: string, now = new Date()): Promise<ApplyOutcome> {
  const state = await readState(jobId);
  if (!state) return 'unchanged';
  const job = state.job ? (JSON.parse(state.job) as IndexedJob) : null;
  return applyJobChange({ jobId, version: state.version, job }, now);
}

/**
 * The index items of many listed jobs at once, for bulk loading (the benchmark): the same postings the
 * event path writes, and the counters they add up to (a facet's also beside its postings).
 */
export function bulkIndexItems(jobs: JobSummary[]) {
  const postings: ReturnType<typeof postingItem>[] = [];
  const counts = new Map<string, { key: CounterKey; count: number }>();
  for (const job of jobs) {
    const summary = summaryOf(job);
    const json = JSON.stringify(summary);
    for (const posting of postingsFor(summary)) {
      postings.push(postingItem(posting, json));
      for (const key of [posting.counter, posting.besideCounter]) {
        if (!key) continue;
        const id = postingId(key);
        const entry = counts.get(id) ?? { key, count: 0 };
        entry.count += 1;
        counts.set(id, entry);
      }
    }
  }
  return { postings, counters: [...counts.values()].map(({ key, count }) => counterItem(key, count)) };
}
