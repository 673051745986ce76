import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../platform/clients/dynamo';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { getItemsTogether } from '../platform/db';
import type { ItemKey } from './store';

/*
 * Each side (a job, a candidate) has one state item: the version its refreshes work from, the postings that
 * version files, and whether its refresh finished. A refresh claims the state before any write, so an older
 * event is refused and every write of the claimed version can be checked against it afterwards; it marks
 * the state done only after the last write. A version that is claimed but not done is redone by a
 * redelivery of the same event (the bus retries a refresh that threw), not refused as stale.
 */

export interface SideState {
  version: number;
  /** The sort key of the side's postings: its years, then its id (see postingSortKey). */
  postingSk: string;
  /** The skill keys the side's postings are filed under. */
  skills: string[];
  /** Whether the side has an entry in the "no skills" or "all candidates" partition. */
  listedWithoutSkills: boolean;
}

interface StoredState extends SideState {
  /** False while the refresh of this version has not finished; absent on states written before it existed. */
  done?: boolean;
  /** Postings of earlier versions this version does not file, still to be removed. */
  leftovers?: ItemKey[];
}

/** Whether a side's state takes part in matching: a withdrawn side (closed job, candidate out) files nothing. */
export const takesPart = (state: Pick<SideState, 'postingSk'>) => Boolean(state.postingSk);

export type Claim = { leftovers: ItemKey[] } | null;

const sameKey = (a: ItemKey) => (b: ItemKey) => a.pk === b.pk && a.sk === b.sk;

async function readState(key: ItemKey): Promise<StoredState | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }),
  );
  return Item as StoredState | undefined;
}

/**
 * Claims the side's state for `next.version`: null when that version is older than the stored one, or
 * equal and done (a duplicate). Otherwise (a newer version, or a redo of an unfinished one) answers the
 * postings to remove: those the stored state filed and `next` does not, plus what an unfinished refresh
 * left to remove.
 */
export async function claimSide(
  key: ItemKey,
  next: SideState,
  postingKeys: (state: SideState) => ItemKey[],
): Promise<Claim> {
  for (;;) {
    const stored = await readState(key);
    if (stored && stored.version > next.version) return null;
    if (stored?.version === next.version && stored.done !== false) return null;
    // A redo files what the event says now (a job may have expired since the first attempt): like a newer
    // version, it takes over what the stored state filed.
    const kept = postingKeys(next);
    const earlier = [
      ...(stored?.done === false ? (stored.leftovers ?? []) : []),
      ...(stored ? postingKeys(stored) : []),
    ];
    const leftovers = earlier.filter(
      (item, index) => !kept.some(sameKey(item)) && earlier.findIndex(sameKey(item)) === index,
    );
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...key, ...next, done: false, leftovers },
          // Written over exactly the state read, so two claims at once cannot both carry its leftovers away.
          ConditionExpression: stored ? 'version = :seen' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: stored ? { ':seen': stored.version } : undefined,
        }),
      );
      return { leftovers };
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
}

/** Marks the claimed version's refresh finished; a newer claim since then keeps its own state. */
export async function finishSide(key: ItemKey, version: number): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET done = :true REMOVE leftovers',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':true': true, ':version': version },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * The state items of many sides by their keys' pk (absent ones left out), read in batches side by side.
 * `consistent` for a refresh checking its own writes; reads of matches can take the cheaper read.
 */
export async function readStates(keys: ItemKey[], consistent: boolean): Promise<Map<string, SideState>> {
  const unique = [...new Map(keys.map((key) => [key.pk, key])).values()];
  const items = await getItemsTogether(unique, { consistent, attributes: ['version', 'postingSk'] });
  const found = new Map<string, SideState>();
  for (const item of items) if (item) found.set(String(item.pk), item as unknown as SideState);
  return found;
}

/**
 * The versions whose refresh has finished, of many sides by their keys' pk (absent or unfinished ones left
 * out): consistent, read in batches side by side.
 */
export async function finishedVersions(keys: ItemKey[]): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((key) => [key.pk, key])).values()];
  const items = await getItemsTogether(unique, { consistent: true, attributes: ['version', 'done'] });
  const finished = new Map<string, number>();
  for (const item of items) {
    const state = item as (Pick<StoredState, 'version' | 'done'> & ItemKey) | undefined;
    if (state && state.done !== false) finished.set(state.pk, state.version);
  }
  return finished;
}
