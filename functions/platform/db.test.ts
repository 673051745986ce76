// Boundary: getItemsTogether against DynamoDB Local.
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from './clients/dynamo';
import { config } from './config';
import { getItemsTogether } from './db';

const run = randomUUID();
const keyOf = (index: number) => ({ pk: `dbtest#${run}`, sk: `item#${String(index).padStart(4, '0')}` });

async function putItems(count: number) {
  const items = Array.from({ length: count }, (_, index) => ({ ...keyOf(index), index, note: `n${index}` }));
  for (let start = 0; start < items.length; start += 25) {
    await dynamoClient().send(
      new BatchWriteCommand({
        RequestItems: {
          [config.tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
  }
}

/** Watches the client's BatchGets: how many were sent, and the most in flight at once. */
function watchBatchGets(change?: (call: number, output: Record<string, unknown>) => void) {
  const client = dynamoClient();
  const send = client.send.bind(client) as (command: unknown) => Promise<Record<string, unknown>>;
  const seen = { sent: 0, inFlight: 0, mostInFlight: 0 };
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
    if (!(command instanceof BatchGetCommand)) return send(command);
    const call = ++seen.sent;
    seen.mostInFlight = Math.max(seen.mostInFlight, ++seen.inFlight);
    try {
      const output = await send(command);
      change?.(call, output);
      return output;
    } finally {
      seen.inFlight -= 1;
    }
  }) as never);
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getItemsTogether', () => {
  it('answers each key in the order asked, over 100 keys in batches sent side by side', async () => {
    await putItems(250);
    const seen = watchBatchGets();
    // Reversed, with keys that name no item among them.
    const keys = [...Array.from({ length: 250 }, (_, index) => keyOf(249 - index)), keyOf(900), keyOf(901)];
    const items = await getItemsTogether(keys);

    expect(items).toHaveLength(252);
    expect(items.slice(0, 250).map((item) => item?.index)).toEqual(keys.slice(0, 250).map((_, i) => 249 - i));
    expect(items.slice(250)).toEqual([undefined, undefined]);
    expect(seen.sent).toBe(3);
    expect(seen.mostInFlight).toBe(3);
  });

  it('asks again for the keys a batch left unprocessed', async () => {
    await putItems(150);
    // The first answer hands its last 40 items back as unprocessed keys, as a throttled table does.
    const seen = watchBatchGets((call, output) => {
      if (call !== 1) return;
      const responses =
        (output.Responses as Record<string, Record<string, unknown>[]>)[config.tableName] ?? [];
      const held = responses.splice(responses.length - 40, 40);
      output.UnprocessedKeys = { [config.tableName]: { Keys: held.map(({ pk, sk }) => ({ pk, sk })) } };
    });
    const items = await getItemsTogether(Array.from({ length: 150 }, (_, index) => keyOf(index)));

    expect(items.map((item) => item?.index)).toEqual(Array.from({ length: 150 }, (_, index) => index));
    expect(seen.sent).toBe(3);
  });

  it('reads only the attributes asked for, with the key', async () => {
    await putItems(2);
    const [item] = await getItemsTogether([keyOf(1)], { attributes: ['index'] });
    expect(item).toEqual({ ...keyOf(1), index: 1 });
    expect(await getItemsTogether([])).toEqual([]);
  });
});
