import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
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

/**
 * Reads items of any entities, each named by its table key (an entity's `get(...).params().Key`), in one
 * BatchGetItem: one round trip where a GetItem apiece would take one each. Answers each key's stored item
 * (undefined when there is none) in the order asked, for the entity's `parse` to read. Keys DynamoDB
 * leaves unprocessed (throttling) are asked again. `consistent` asks for strongly consistent reads, for an
 * item a write may have changed a moment ago (a subscription just paid for).
 */
export async function getItemsTogether(
  keys: ItemKey[],
  { consistent = false }: { consistent?: boolean } = {},
): Promise<(StoredItem | undefined)[]> {
  const table = config.tableName;
  const found: StoredItem[] = [];
  const waiting = [...keys];
  let retries = 0;
  while (waiting.length > 0) {
    // At most 100 keys a request: more take a round trip per hundred.
    const batch = waiting.splice(0, BATCH_GET_LIMIT);
    const { Responses, UnprocessedKeys } = await dynamoClient().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: batch, ConsistentRead: consistent } } }),
    );
    found.push(...(Responses?.[table] ?? []));
    const unprocessed = UnprocessedKeys?.[table]?.Keys ?? [];
    if (unprocessed.length > 0) {
      // The table was throttled: ask again, a little later each time.
      retries += 1;
      if (retries > 8) throw new Error('Batch get kept coming back unprocessed');
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** retries));
      waiting.push(...unprocessed);
    }
  }
  return keys.map((key) =>
    found.find((item) => Object.entries(key).every(([name, value]) => item[name] === value)),
  );
}
