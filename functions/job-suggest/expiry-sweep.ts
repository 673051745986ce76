import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { EXPIRY_PARTITION, jobIdOfExpirySk } from './index-keys';
import { applyExpiry } from './index-writer';

/*
 * A job's expiry date passes without an event, so the typeahead would count it until the daily close
 * announced it. This sweep, run every quarter hour (routes.ts), uncounts the jobs whose expiry entry is
 * due, so the public GET /jobs/suggest stays a read (ADR 0039).
 */

/** Entries read a page: a quarter hour rarely sees more jobs expire than this. */
const PAGE = 100;

/** Uncounts every counted job whose expiry is due at `now`; answers how many it applied. */
export async function sweepExpiredSuggestions(now = new Date()): Promise<number> {
  let swept = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk < :bound',
        // An entry's key is '<expiresAt> <jobId>'; a space sorts below '~', so one due this instant is read.
        ExpressionAttributeValues: { ':pk': EXPIRY_PARTITION, ':bound': `${now.toISOString()}~` },
        ProjectionExpression: 'pk, sk',
        Limit: PAGE,
        ExclusiveStartKey: startKey,
      }),
    );
    // One at a time: each applies a transaction per term, and a burst of them would only conflict.
    for (const item of page.Items ?? []) {
      await applyExpiry(jobIdOfExpirySk(item.sk as string), now);
      swept += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return swept;
}
