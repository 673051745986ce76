import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from './clients/dynamo';
import { config } from './config';

/** The client and table every ElectroDB entity of this application uses. */
export function entityConfig() {
  return { client: dynamoClient(), table: config.tableName };
}

/** Builds a value on first use: entities need the table name, which is only read at run time. */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

export const SERVICE = 'jobmatch';

type ItemKey = Record<string, unknown>;
type StoredItem = Record<string, unknown>;
const BATCH_GET_LIMIT = 100;
/** Batches in flight at once: a request's reads fit in a few; a refresh checking thousands queues. */
const BATCHES_AT_ONCE = 8;

interface ReadOptions {
  /** Strongly consistent reads, for an item a write may have changed a moment ago (a subscription just paid for). */
  consistent?: boolean;
  /** Only these attributes of each item (the key's are always read, to match items to keys). */
  attributes?: string[];
}

/**
 * Reads items of any entities, each named by its table key (an entity's `get(...).params().Key`), in one
 * BatchGetItem: one round trip where a GetItem apiece would take one each. Answers each key's stored item
 * (undefined when there is none) in the order asked, for the entity's `parse` to read. A request takes 100
 * keys: more go as several requests sent side by side, so they still cost one wait, and each asks again for
 * the keys DynamoDB leaves it unprocessed (throttling).
 */
export async function getItemsTogether(
  keys: ItemKey[],
  { consistent = false, attributes }: ReadOptions = {},
): Promise<(StoredItem | undefined)[]> {
  if (keys.length === 0) return [];
  const keyNames = Object.keys(keys[0] as ItemKey).sort();
  const request = {
    ConsistentRead: consistent,
    ...(attributes && projectionOf([...new Set([...keyNames, ...attributes])])),
  };
  const batches: ItemKey[][] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
    batches.push(keys.slice(start, start + BATCH_GET_LIMIT));
  }
  // Items come back in no particular order: each is found again by its key's values.
  const identity = (item: ItemKey) => JSON.stringify(keyNames.map((name) => item[name]));
  const found = new Map<string, StoredItem>();
  let next = 0;
  const sender = async () => {
    while (next < batches.length) {
      const batch = batches[next++] as ItemKey[];
      for (const item of await getBatch(batch, request)) found.set(identity(item), item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCHES_AT_ONCE, batches.length) }, sender));
  return keys.map((key) => found.get(identity(key)));
}

/** A projection naming each attribute by a placeholder, so no attribute name can clash with a reserved word. */
function projectionOf(names: string[]) {
  return {
    ProjectionExpression: names.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
  };
}

/** One BatchGetItem of up to 100 keys, asking again (a little later each time) for the keys left unprocessed. */
async function getBatch(keys: ItemKey[], request: Record<string, unknown>): Promise<StoredItem[]> {
  const table = config.tableName;
  const found: StoredItem[] = [];
  let waiting = keys;
  for (let retries = 0; waiting.length > 0; retries++) {
    if (retries > 8) throw new Error('Batch get kept coming back unprocessed');
    if (retries > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** retries));
    const { Responses, UnprocessedKeys } = await dynamoClient().send(
      new BatchGetCommand({ RequestItems: { [table]: { ...request, Keys: waiting } } }),
    );
    found.push(...(Responses?.[table] ?? []));
    waiting = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return found;
}

/** A key range of one partition of a secondary index (`gsi1`, `gsi2`: their keys are `<index>pk`, `<index>sk`). */
export interface IndexRange {
  index: string;
  partition: string;
  /** The lowest and the highest sort key of the range, both included. */
  from: string;
  to: string;
}

/**
 * The items of an index range, highest sort key first, a page of `pageSize` at a time, while `more` says
 * the items read so far are not enough (all of them by default). A list and the items filed at its range's
 * top (its total, its organisation's term) are read this way in one query (ADR 0017).
 */
export async function queryIndexRange(
  { index, partition, from, to }: IndexRange,
  { pageSize, more = () => true }: { pageSize?: number; more?: (read: StoredItem[]) => boolean } = {},
): Promise<StoredItem[]> {
  const read: StoredItem[] = [];
  let start: ItemKey | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
        ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
        ScanIndexForward: false,
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    read.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && more(read));
  return read;
}
