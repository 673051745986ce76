import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { prefixesOf, type SuggestTerm, suggestTermsOf, termId } from '../../shared/job-suggest/rules';
import type { JobChangedDetail } from '../model/events';
import { isListed } from '../model/job-postings';
import type { ReplayOutcome } from '../model/job-replay';
import { dynamoClient } from '../platform/clients/dynamo';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { eachLimited } from '../platform/each-limited';
import { retriedTransaction } from '../platform/retried-transaction';
import {
  EXPIRY_PARTITION,
  expirySk,
  jobPartition,
  memberSk,
  type PrefixTermItem,
  prefixPartition,
  prefixTermItem,
  rankKey,
  STATE_SK,
  termOfItem,
} from './index-keys';

/*
 * Keeps the typeahead's counts equal to the active jobs as the Job Changed events describe them (ADR 0039),
 * as the search index does (ADR 0009): a per-job state records the highest version applied and the terms
 * the job is counted under; each term is counted or uncounted in one transaction with a membership item
 * (so a retry never counts twice) and a check that this writer still owns the job's state (so a slower,
 * stale delivery never writes after a newer one). Then each touched (prefix, term) item's place in the
 * ranking is set from the count it now holds, and an item down to zero is deleted.
 */

type IndexedJob = NonNullable<JobChangedDetail['job']>;

interface SuggestState {
  version: number;
  /** Bumped by every claim: the writer holding the current value is the only one allowed to write. */
  rev: number;
  /** The terms the job should be counted under now. */
  terms: SuggestTerm[];
  /** Terms it may still be counted under from earlier versions, until a writer has converged. */
  dirty: SuggestTerm[];
  /** The job as last announced: an expired job is uncounted from it, without an event. */
  job: string | null;
  /** The expiry entry the job has, if any (its sort key). */
  expiryEntry: string | null;
}

/** What applying one event did; only 'applied' changed anything (model/job-replay.ts counts it). */
export type ApplyOutcome = ReplayOutcome;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const WRITE_CONCURRENCY = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const table = () => config.tableName;

async function readState(jobId: string): Promise<SuggestState | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: table(),
      Key: { pk: jobPartition(jobId), sk: STATE_SK },
      ConsistentRead: true,
    }),
  );
  return Item as SuggestState | undefined;
}

function ownerCheck(jobId: string, rev: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: table(),
      Key: { pk: jobPartition(jobId), sk: STATE_SK },
      ConditionExpression: '#rev = :rev',
      ExpressionAttributeNames: { '#rev': 'rev' },
      ExpressionAttributeValues: { ':rev': rev },
    },
  };
}

/**
 * Counts (+1) or uncounts (-1) a job under a term: the membership item, every prefix's count and the owner
 * check in one transaction. `done` when the membership already said so (a retry), `superseded` when another
 * writer owns the job now.
 */
async function changeCount(
  jobId: string,
  term: SuggestTerm,
  by: 1 | -1,
  check: TransactItem,
): Promise<'ok' | 'done' | 'superseded'> {
  const member = { pk: jobPartition(jobId), sk: memberSk(termId(term)) };
  const membership: TransactItem =
    by === 1
      ? { Put: { TableName: table(), Item: member, ConditionExpression: 'attribute_not_exists(pk)' } }
      : { Delete: { TableName: table(), Key: member, ConditionExpression: 'attribute_exists(pk)' } };
  const counts: TransactItem[] = prefixesOf(term).map((prefix) => ({
    Update: {
      TableName: table(),
      Key: { pk: prefixPartition(prefix), sk: termId(term) },
      // The label of the latest job counted: 'java' and 'Java' are one term, shown as last written.
      UpdateExpression: by === 1 ? 'SET label = :label ADD n :by' : 'ADD n :by',
      ExpressionAttributeValues: by === 1 ? { ':label': term.label, ':by': by } : { ':by': by },
    },
  }));
  const result = await retriedTransaction([membership, ...counts, check], 'A typeahead count');
  if (result === 'ok') return 'ok';
  // The owner check is the last item; the membership, the first, already says what this write would.
  return result.includes(counts.length + 1) ? 'superseded' : 'done';
}

/** The touched items as they now stand: one consistent BatchGet per hundred, not one read each. */
async function readItems(keys: { pk: string; sk: string }[]): Promise<PrefixTermItem[]> {
  const items: PrefixTermItem[] = [];
  let pending = [...new Map(keys.map((key) => [`${key.pk}\n${key.sk}`, key])).values()];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('Typeahead counts could not be read back');
    const batch = pending.slice(0, 100);
    const answer = await dynamoClient().send(
      new BatchGetCommand({ RequestItems: { [table()]: { Keys: batch, ConsistentRead: true } } }),
    );
    items.push(...((answer.Responses?.[table()] ?? []) as PrefixTermItem[]));
    const unprocessed = (answer.UnprocessedKeys?.[table()]?.Keys ?? []) as typeof pending;
    pending = [...unprocessed, ...pending.slice(100)];
    if (unprocessed.length > 0) await sleep(10 * 2 ** attempt);
  }
  return items;
}

/**
 * Files each touched (prefix, term) item in the ranking under the count it holds, or deletes it at zero,
 * on the condition that the count is still the one read: a writer that changes it later does the same
 * after its change, so the last one leaves the ranking right. An item already filed right is not written.
 */
export async function syncRanks(keys: { pk: string; sk: string }[]): Promise<void> {
  const items = await readItems(keys);
  await eachLimited(
    items,
    async (item) => {
      const Key = { pk: item.pk, sk: item.sk };
      const n = item.n ?? 0;
      const condition = { ConditionExpression: 'n = :n', ExpressionAttributeValues: { ':n': n } };
      if (n <= 0) {
        await writtenUnlessConditionFails(
          dynamoClient().send(new DeleteCommand({ TableName: table(), Key, ...condition })),
        );
        return;
      }
      const ranked = rankKey(n, termOfItem(item));
      if (item.gsi1sk === ranked && item.gsi1pk === item.pk) return;
      await writtenUnlessConditionFails(
        dynamoClient().send(
          new UpdateCommand({
            TableName: table(),
            Key,
            UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :rank',
            ConditionExpression: condition.ConditionExpression,
            ExpressionAttributeValues: {
              ...condition.ExpressionAttributeValues,
              ':pk': item.pk,
              ':rank': ranked,
            },
          }),
        ),
      );
    },
    WRITE_CONCURRENCY,
  );
}

const sameTerms = (a: SuggestTerm[], b: SuggestTerm[]) =>
  a.length === b.length &&
  a.every((term) => b.some((other) => termId(other) === termId(term) && other.label === term.label));

function unionOf(...lists: SuggestTerm[][]): SuggestTerm[] {
  return [...new Map(lists.flat().map((term) => [termId(term), term])).values()];
}

/** Keeps the one expiry entry a counted job with an expiry date has. */
async function keepExpiryEntry(was: string | null, now: string | null): Promise<void> {
  if (was === now) return;
  if (now)
    await dynamoClient().send(
      new PutCommand({ TableName: table(), Item: { pk: EXPIRY_PARTITION, sk: now } }),
    );
  if (was)
    await dynamoClient().send(
      new DeleteCommand({ TableName: table(), Key: { pk: EXPIRY_PARTITION, sk: was } }),
    );
}

/**
 * Applies one Job Changed event (or, for an expired job, its last one again). Older versions than the one
 * applied are ignored; the same version again converges once more (a redelivery after a crash finishes the
 * work), which also uncounts a job whose expiry has passed since.
 */
export async function applyJobChange(detail: JobChangedDetail, now = new Date()): Promise<ApplyOutcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = await readState(detail.jobId);
    if (state && state.version > detail.version) return 'stale';

    const listed: IndexedJob | null = isListed(detail.job, now) ? detail.job : null;
    const desired = listed ? suggestTermsOf(listed) : [];
    const expiryEntry = listed?.expiresAt ? expirySk(listed.expiresAt, detail.jobId) : null;
    const converged = !!state && state.dirty.length === 0;
    const same = converged && sameTerms(state.terms, desired) && state.expiryEntry === expiryEntry;
    if (same && state.version === detail.version) return 'unchanged';

    const rev = (state?.rev ?? 0) + 1;
    const dirty = same ? [] : unionOf(state?.terms ?? [], state?.dirty ?? []);
    const claimed: SuggestState = {
      version: detail.version,
      rev,
      terms: desired,
      dirty,
      job: detail.job ? JSON.stringify(detail.job) : null,
      expiryEntry,
    };
    const claim = await writtenUnlessConditionFails(
      dynamoClient().send(
        new PutCommand({
          TableName: table(),
          Item: { pk: jobPartition(detail.jobId), sk: STATE_SK, ...claimed },
          ConditionExpression: 'attribute_not_exists(pk) OR #rev = :rev',
          ExpressionAttributeNames: { '#rev': 'rev' },
          ExpressionAttributeValues: { ':rev': state?.rev ?? 0 },
        }),
      ),
    );
    if (!claim) continue;
    if (same) return 'applied';

    const check = ownerCheck(detail.jobId, rev);
    const desiredIds = new Set(desired.map(termId));
    const changes = [
      ...dirty.filter((term) => !desiredIds.has(termId(term))).map((term) => ({ term, by: -1 as const })),
      ...desired.map((term) => ({ term, by: 1 as const })),
    ];
    let superseded = false;
    const changed: SuggestTerm[] = [];
    await eachLimited(
      changes,
      async ({ term, by }) => {
        if (superseded) return;
        const outcome = await changeCount(detail.jobId, term, by, check);
        if (outcome === 'superseded') superseded = true;
        // A term counted by an earlier attempt may still wait for its ranking: it is synced again too.
        else changed.push(term);
      },
      WRITE_CONCURRENCY,
    );
    if (superseded) return 'superseded';

    await syncRanks(
      changed.flatMap((term) =>
        prefixesOf(term).map((prefix) => ({ pk: prefixPartition(prefix), sk: termId(term) })),
      ),
    );
    await keepExpiryEntry(state?.expiryEntry ?? null, expiryEntry);

    const cleared = await writtenUnlessConditionFails(
      dynamoClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: jobPartition(detail.jobId), sk: STATE_SK },
          UpdateExpression: 'SET dirty = :none',
          ConditionExpression: '#rev = :rev',
          ExpressionAttributeNames: { '#rev': 'rev' },
          ExpressionAttributeValues: { ':none': [], ':rev': rev },
        }),
      ),
    );
    return cleared ? 'applied' : 'superseded';
  }
  throw new Error(`Typeahead state of job ${detail.jobId} kept changing under this writer`);
}

/** Uncounts a job found past its expiry: its last announced version applied again, now. */
export async function applyExpiry(jobId: string, now: Date): Promise<ApplyOutcome> {
  const state = await readState(jobId);
  if (!state) return 'unchanged';
  const job = state.job ? (JSON.parse(state.job) as IndexedJob) : null;
  return applyJobChange({ jobId, version: state.version, job }, now);
}

/**
 * The (prefix, term) items of many jobs at once, counted in memory: the bench fills a table with them
 * without replaying one event per job.
 */
export function bulkSuggestItems(jobs: Parameters<typeof suggestTermsOf>[0][]): PrefixTermItem[] {
  const counts = new Map<string, { prefix: string; term: SuggestTerm; n: number }>();
  for (const job of jobs) {
    for (const term of suggestTermsOf(job)) {
      for (const prefix of prefixesOf(term)) {
        const id = `${prefix}\n${termId(term)}`;
        const entry = counts.get(id) ?? { prefix, term, n: 0 };
        entry.n += 1;
        counts.set(id, entry);
      }
    }
  }
  return [...counts.values()].map(({ prefix, term, n }) => prefixTermItem(prefix, term, n));
}
