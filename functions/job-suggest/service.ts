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
import { type PrefixTermItem, prefixPartition, termOfItem } from './index-keys';

/*
 * GET /jobs/suggest (ADR 0039): the most carried terms of the typed prefix, one gsi1 query. It writes
 * nothing: jobs past their expiry are uncounted by a sweep every quarter hour (expiry-sweep.ts).
 */

/** Read past the list's length, so ties at its end order by the shared rule, not by the index's keys. */
const READ_TOP = SUGGEST_LIMITS.count * 2;
/** A query longer than the filed prefix keeps only the terms it still matches: read more of them. */
const READ_FILTERED = 100;

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

/** Up to eight suggestions for the typed text, the same for every caller: no person's data is read. */
export async function suggestJobs(q: string, meter = new Meter()): Promise<Suggestion[]> {
  const prefix = lookupPrefix(q);
  const limit = foldText(q).length > SUGGEST_LIMITS.indexedChars ? READ_FILTERED : READ_TOP;
  const items = await readTop(prefix, limit, meter);
  return rankSuggestions(
    items.map((item) => ({ ...termOfItem(item), jobs: item.n ?? 0 })),
    q,
  );
}
