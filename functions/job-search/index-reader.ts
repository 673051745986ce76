import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { JobSummary } from '../../shared/jobs/types';
import { type CounterKey, EXPIRY_PARTITION, postingId, vocabularyPartition } from '../model/job-postings';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';

/*
 * The reads a search makes, each counted: the benchmark reports DynamoDB requests per search, and the
 * quality bar is about round trips, not only time.
 */

export class Meter {
  requests = 0;
  /** Sequential waits: a request sent while another is in flight joins its round. */
  rounds = 0;
  inFlight = 0;
  /** Postings read, and the bytes of the summaries they carried (the benchmark's per-shape figures). */
  postings = 0;
  summaryBytes = 0;
}

async function send<T>(meter: Meter, command: BatchGetCommand | QueryCommand): Promise<T> {
  meter.requests += 1;
  if (meter.inFlight === 0) meter.rounds += 1;
  meter.inFlight += 1;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the two commands' overloads do not unify; the answer is typed by T.
    return (await dynamoClient().send(command as any)) as T;
  } finally {
    meter.inFlight -= 1;
  }
}

/** Exact counts of terms, zero for a term never indexed. */
export async function readCounters(keys: CounterKey[], meter: Meter): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let pending = [...new Map(keys.map((key) => [postingId(key), { pk: key.pk, sk: key.sk }])).values()];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 5) throw new Error('Counters could not be read');
    const batch = pending.slice(0, 100);
    const answer = await send<{
      Responses?: Record<string, { pk: string; sk: string; n?: number }[]>;
      UnprocessedKeys?: Record<string, { Keys?: { pk: string; sk: string }[] }>;
    }>(meter, new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: batch } } }));
    for (const item of answer.Responses?.[config.tableName] ?? []) counts.set(postingId(item), item.n ?? 0);
    pending = [...(answer.UnprocessedKeys?.[config.tableName]?.Keys ?? []), ...pending.slice(100)];
  }
  return counts;
}

async function queryAll<Item>(
  input: Omit<QueryCommandInput, 'TableName'>,
  meter: Meter,
  enough = Number.POSITIVE_INFINITY,
): Promise<{ items: Item[]; more: boolean }> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await send<{ Items?: Item[]; LastEvaluatedKey?: Record<string, unknown> }>(
      meter,
      new QueryCommand({
        ...input,
        TableName: config.tableName,
        ExclusiveStartKey: start,
        Limit: Number.isFinite(enough) ? Math.min(1000, enough - items.length) : undefined,
      }),
    );
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start && items.length < enough);
  return { items, more: start !== undefined };
}

/** The words of the index that begin with a prefix, with how many jobs hold each. */
export async function readVocabulary(prefix: string, meter: Meter) {
  const { items } = await queryAll<{ sk: string; n?: number }>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': vocabularyPartition(prefix), ':prefix': prefix },
      ProjectionExpression: 'sk, n',
    },
    meter,
  );
  return {
    words: items.filter((item) => (item.n ?? 0) > 0).map((item) => ({ word: item.sk, count: item.n ?? 0 })),
  };
}

/** The jobs whose expiry has passed but which are still indexed (normally none). */
export async function readExpired(now: Date, meter: Meter) {
  const { items } = await queryAll<{ job: string }>(
    {
      KeyConditionExpression: 'pk = :pk AND sk < :now',
      ExpressionAttributeValues: { ':pk': EXPIRY_PARTITION, ':now': now.toISOString() },
    },
    meter,
  );
  return { jobs: items.map((item) => JSON.parse(item.job) as JobSummary) };
}

export interface PostingRange {
  pk: string;
  /** The sort keys to read start with this; absent for the whole partition. */
  beginsWith?: string;
  /** Or lie between these two (inclusive): one slice of a large range, read beside the others. */
  between?: [string, string];
}

function keyCondition(
  range: PostingRange,
): Pick<QueryCommandInput, 'KeyConditionExpression' | 'ExpressionAttributeValues'> {
  if (range.between) {
    return {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': range.pk, ':from': range.between[0], ':to': range.between[1] },
    };
  }
  if (range.beginsWith) {
    return {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :from)',
      ExpressionAttributeValues: { ':pk': range.pk, ':from': range.beginsWith },
    };
  }
  return { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': range.pk } };
}

/**
 * A range of postings, newest (or most relevant) first, up to `enough` items or all. A facet's partition
 * also holds its count, which sorts after every posting: read newest first, it comes first and is
 * answered as `count` (ADR 0017); `enough` counts it as an item.
 */
export async function readPostings(range: PostingRange, meter: Meter, enough?: number) {
  const { items, more } = await queryAll<{ job?: string; n?: number }>(
    { ...keyCondition(range), ProjectionExpression: 'job, n', ScanIndexForward: false },
    meter,
    enough,
  );
  const jobs: JobSummary[] = [];
  let count: number | undefined;
  for (const item of items) {
    if (item.job === undefined) {
      count = item.n ?? 0;
      continue;
    }
    jobs.push(JSON.parse(item.job) as JobSummary);
    meter.postings += 1;
    meter.summaryBytes += item.job.length;
  }
  return { jobs, count, more, items: items.length };
}
