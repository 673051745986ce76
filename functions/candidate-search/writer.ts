import { DeleteCommand, type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CandidateSearchChangedDetail } from '../model/events';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { retriedTransaction } from '../platform/retried-transaction';
import { COUNT_SK, keyOfPosting, postingItems, postingKey, STATE_SK, statePk } from './index-keys';

/*
 * Keeps the candidate index equal to the entries the Candidate Search Entry Changed events carry. A state
 * item per candidate holds the highest version applied, the postings it should have and those that may
 * remain from before (`dirty`). A writer claims it with a conditional update (an older version is
 * ignored; the same version finishes the work again, so a redelivery after a crash completes), then
 * deletes stale postings and creates wanted ones, each in a transaction with its term's counter and a
 * check that the state still carries this version: a slower writer of an older event stops writing.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Outcome = 'ok' | 'itemFailed' | 'superseded';

interface ClaimedState {
  keys?: string[];
  dirty?: string[];
}

const WRITE_CONCURRENCY = 6;

/** A transaction whose last item is the version check; conflicts with other writers are retried. */
async function transact(items: TransactItem[]): Promise<Outcome> {
  const result = await retriedTransaction(items, 'A candidate index write');
  if (result === 'ok') return 'ok';
  return result.includes(items.length - 1) ? 'superseded' : 'itemFailed';
}

const TableName = () => config.tableName;

const versionCheck = (candidateId: string, version: number): TransactItem => ({
  ConditionCheck: {
    TableName: TableName(),
    Key: { pk: statePk(candidateId), sk: STATE_SK },
    ConditionExpression: '#v = :v',
    ExpressionAttributeNames: { '#v': 'version' },
    ExpressionAttributeValues: { ':v': version },
  },
});

const count = (pk: string, by: 1 | -1): TransactItem => ({
  Update: {
    TableName: TableName(),
    Key: { pk, sk: COUNT_SK },
    UpdateExpression: 'ADD n :by',
    ExpressionAttributeValues: { ':by': by },
  },
});

/** Claims the candidate for `version`, answering the state before, or null when a newer one holds it. */
async function claim(candidateId: string, version: number, keys: string[]): Promise<ClaimedState | null> {
  try {
    const { Attributes } = await dynamoClient().send(
      new UpdateCommand({
        TableName: TableName(),
        Key: { pk: statePk(candidateId), sk: STATE_SK },
        UpdateExpression: 'SET #v = :v, #keys = :keys',
        ConditionExpression: 'attribute_not_exists(#v) OR #v <= :v',
        ExpressionAttributeNames: { '#v': 'version', '#keys': 'keys' },
        ExpressionAttributeValues: { ':v': version, ':keys': keys },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (Attributes ?? {}) as ClaimedState;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<Outcome>): Promise<boolean> {
  for (let start = 0; start < items.length; start += WRITE_CONCURRENCY) {
    const outcomes = await Promise.all(items.slice(start, start + WRITE_CONCURRENCY).map(run));
    if (outcomes.includes('superseded')) return false;
  }
  return true;
}

/** Applies one event: the candidate's postings become those of its entry (none for a null entry). */
export async function applySearchChange(detail: CandidateSearchChangedDetail): Promise<void> {
  const { candidateId, version, entry } = detail;
  const wanted = entry ? postingItems(entry) : [];
  const wantedKeys = wanted.map((item) => postingKey(item.pk, item.sk));
  const before = await claim(candidateId, version, wantedKeys);
  if (!before) return;
  const keep = new Set(wantedKeys);
  const stale = [...new Set([...(before.keys ?? []), ...(before.dirty ?? [])])].filter(
    (key) => !keep.has(key),
  );
  // Until this writer converges, what it is removing may still exist: recorded so a later writer finishes.
  if (stale.length > 0) await setDirty(candidateId, version, stale);
  const check = versionCheck(candidateId, version);
  const removed = await inBatches(stale, (key) => {
    const posting = keyOfPosting(key);
    return transact([
      {
        Delete: {
          TableName: TableName(),
          Key: posting,
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      count(posting.pk, -1),
      check,
    ]);
  });
  if (!removed) return;
  const written = await inBatches(wanted, (item) =>
    transact([
      { Put: { TableName: TableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      count(item.pk, 1),
      check,
    ]),
  );
  if (written && stale.length > 0) await setDirty(candidateId, version, []);
}

async function setDirty(candidateId: string, version: number, dirty: string[]): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: TableName(),
        Key: { pk: statePk(candidateId), sk: STATE_SK },
        UpdateExpression: 'SET dirty = :dirty',
        ConditionExpression: '#v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': version, ':dirty': dirty },
      }),
    );
  } catch (error) {
    // A newer writer claimed the candidate: it owns the list now.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * A deleted account leaves the index (ADR 0006): its postings go as for a null entry, under a version no
 * later save can reach, and the state item goes last.
 */
export async function removeFromSearch(candidateId: string): Promise<void> {
  await applySearchChange({ candidateId, version: Number.MAX_SAFE_INTEGER, entry: null });
  await dynamoClient().send(
    new DeleteCommand({ TableName: TableName(), Key: { pk: statePk(candidateId), sk: STATE_SK } }),
  );
}
