import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  foldText,
  lookupPrefix,
  rankSuggestions,
  SUGGEST_LIMITS,
  type Suggestion,
} from '../../shared/job-suggest/rules';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import {
  EXPIRY_PARTITION,
  jobIdOfExpirySk,
  type PrefixTermItem,
  prefixPartition,
  termOfItem,
} from './index-keys';
import { applyExpiry } from './index-writer';

/*
 * GET /jobs/suggest (ADR 0039): the most carried terms of the typed prefix, one gsi1 query, read beside
 * the expiry entries already past (normally none), so a job that expired without an event stops counting
 * at the first suggestion after its expiry. Two requests side by side: one round trip.
 */

/** Read past the list's length, so ties at its end order by the shared rule, not by the index's keys. */
const READ_TOP = SUGGEST_LIMITS.count * 2;
/** A query longer than the filed prefix keeps only the terms it still matches: read more of them. */
const READ_FILTERED = 100;
/** Expired jobs uncounted by one request at most; any more wait for the next. */
const EXPIRED_PER_READ = 5;

/** Counts the requests a suggestion makes, for the bench and the round-trip test. */
export class Meter {
  requests = 0;
}

async function readTop(prefix: string, limit: number, meter: Meter): Promise<PrefixTermItem[]> {
  meter.requests += 1;
  const { Items } = await dynamoClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixPartition(prefix) },
      ProjectionExpression: 'sk, label, n',
      Limit: limit,
    }),
  );
  return (Items ?? []) as PrefixTermItem[];
}

async function readExpired(now: Date, meter: Meter): Promise<string[]> {
  meter.requests += 1;
  const { Items } = await dynamoClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND sk < :bound',
      // An entry's key is '<expiresAt> <jobId>'; a space sorts below '~', so one due this instant is read.
      ExpressionAttributeValues: { ':pk': EXPIRY_PARTITION, ':bound': `${now.toISOString()}~` },
      ProjectionExpression: 'sk',
      Limit: EXPIRED_PER_READ,
    }),
  );
  return (Items ?? []).map((item) => jobIdOfExpirySk(item.sk as string));
}

/** Up to eight suggestions for the typed text, the same for every caller: no person's data is read. */
export async function suggestJobs(q: string, now = new Date(), meter = new Meter()): Promise<Suggestion[]> {
  const prefix = lookupPrefix(q);
  const limit = foldText(q).length > SUGGEST_LIMITS.indexedChars ? READ_FILTERED : READ_TOP;
  let [items, expired] = await Promise.all([readTop(prefix, limit, meter), readExpired(now, meter)]);
  if (expired.length > 0) {
    for (const jobId of expired) await applyExpiry(jobId, now);
    items = await readTop(prefix, limit, meter);
  }
  return rankSuggestions(
    items.map((item) => ({ ...termOfItem(item), jobs: item.n ?? 0 })),
    q,
  );
}
