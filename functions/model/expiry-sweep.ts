import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';

/*
 * The indexes Job Changed keeps (search, typeahead) each file a listed job with an expiry date in an
 * expiry partition of their own, keyed '<expiresAt> <jobId>'. The date passes without an event, so each
 * index sweeps its partition every quarter hour (ADR 0009, ADR 0039) and hands its writer every job due.
 */

/** Keys read a page: a quarter hour rarely sees more jobs expire than this. */
const PAGE = 100;

/** The job of an expiry entry's key. */
export const jobIdOfExpiryKey = (sk: string) => sk.slice(sk.indexOf(' ') + 1);

/** Gives `apply` the job of every entry of `partition` due at `now`, one at a time; answers how many. */
export async function sweepDueExpiries(
  partition: string,
  now: Date,
  apply: (jobId: string) => Promise<unknown>,
): Promise<number> {
  let swept = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk < :bound',
        // A space sorts below '~': an entry due this very instant is read too.
        ExpressionAttributeValues: { ':pk': partition, ':bound': `${now.toISOString()}~` },
        // Keys only: the writer reads what it needs of the job from its own state.
        ProjectionExpression: 'sk',
        Limit: PAGE,
        ExclusiveStartKey: startKey,
      }),
    );
    // One at a time: each applies a transaction per entry it changes, and a burst would only conflict.
    for (const item of page.Items ?? []) {
      await apply(jobIdOfExpiryKey(item.sk as string));
      swept += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return swept;
}
