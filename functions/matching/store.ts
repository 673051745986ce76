import { createHash } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobSummary } from '../../shared/jobs/types';
import type { CandidateMatchData, JobMatchData, MatchScore } from '../../shared/matching/scorer';
import type { CandidateCard } from '../model/events';
import {
  byCandidatePartition,
  byCandidateSortKey,
  byJobPartition,
  byJobSortKey,
  FILED_WITH_PAIRS,
  nearMissesOfCandidatePartition,
  nearMissesOfJobPartition,
  pairKey,
  pairPartition,
  skillKey,
} from '../model/match-keys';
import { type PairItem, pairsOfCandidate, queryAll } from '../model/match-pairs';
import { dynamoClient } from '../platform/clients/dynamo';
import { isConditionalFailure, writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { eachLimited as eachLimitedBy } from '../platform/each-limited';

/** Reads, writes and conditional pair updates of materialised matching (keys.ts has the layout). */

export type ItemKey = { pk: string; sk: string };

export interface CandidateEntry {
  candidateId: string;
  version: number;
  data: CandidateMatchData;
  card: CandidateCard;
}

export interface JobEntry {
  jobId: string;
  version: number;
  data: JobMatchData;
  summary: JobSummary;
  organisationId: string;
}

/**
 * A job as a refresh scores and ranks it. A candidate's refresh reads only this much of each posting (the
 * card a pair shows is read afterwards, for the pairs it writes: postings.ts).
 */
export interface JobRef {
  jobId: string;
  version: number;
  data: JobMatchData;
  postedAt: string;
  salaryMax: number | null;
}

export const jobRefOf = (entry: JobEntry): JobRef => ({
  jobId: entry.jobId,
  version: entry.version,
  data: entry.data,
  postedAt: entry.summary.postedAt,
  salaryMax: entry.summary.salaryMax,
});

const WRITE_CONCURRENCY = 16;

/** Runs `work` over `items`, at most WRITE_CONCURRENCY at a time unless told otherwise. */
export const eachLimited = <T>(items: T[], work: (item: T) => Promise<void>, limit = WRITE_CONCURRENCY) =>
  eachLimitedBy(items, work, limit);

/** Puts and deletes in batches of 25, retrying what DynamoDB hands back unprocessed. */
export async function batchWrite(puts: Record<string, unknown>[], deletes: ItemKey[]): Promise<void> {
  const requests = [
    ...puts.map((Item) => ({ PutRequest: { Item } })),
    ...deletes.map((Key) => ({ DeleteRequest: { Key } })),
  ];
  const chunks: (typeof requests)[] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  await eachLimited(
    chunks,
    async (chunk) => {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 8) throw new Error('Batch write kept coming back unprocessed');
        const result = await dynamoClient().send(
          new BatchWriteCommand({ RequestItems: { [config.tableName]: pending } }),
        );
        pending = (result.UnprocessedItems?.[config.tableName] ?? []) as typeof chunk;
        if (pending.length) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      }
    },
    4,
  );
}

/** Runs a conditional write; false when its condition did not hold. */
const conditionally = (write: () => Promise<unknown>): Promise<boolean> =>
  writtenUnlessConditionFails(write());

/** Puts a versioned item (a posting) unless the stored one is of a newer version. */
export const putUnlessNewer = (item: Record<string, unknown> & { version: number }) =>
  conditionally(() =>
    dynamoClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk) OR version <= :version',
        ExpressionAttributeValues: { ':version': item.version },
      }),
    ),
  );

/**
 * Deletes a versioned item (a posting) only if it is of an older version than `version` ('older'), or of
 * exactly that version ('own', taking back one's own write); a newer one stays.
 */
export const deleteVersioned = (key: ItemKey, version: number, which: 'older' | 'own') =>
  conditionally(() =>
    dynamoClient().send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: key,
        ConditionExpression: which === 'older' ? 'version < :version' : 'version = :version',
        ExpressionAttributeValues: { ':version': version },
      }),
    ),
  );

/**
 * What a pair write did: null when its condition did not hold; otherwise whether the item it replaced was
 * a live match, so the writes can keep the candidate's count of stored matches (candidate-cap.ts).
 */
export type Landed = { wasMatch: boolean } | null;

const isLiveMatch = (item: Record<string, unknown> | undefined) =>
  item !== undefined && !item.gone && !item.nearMiss && item.match !== undefined;

async function landed(write: () => Promise<{ Attributes?: Record<string, unknown> }>): Promise<Landed> {
  try {
    const { Attributes } = await write();
    return { wasMatch: isLiveMatch(Attributes) };
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** What a stored pair is: a match, or a salary near-miss shown apart from the matches (match-keys.ts). */
export type PairKind = 'match' | 'near-miss';

/** JSON with every object's keys sorted, so equal values read back from DynamoDB give equal text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * What a pair shows that its candidate's data decides (the score, its reasons, the kind and the card), in
 * 16 characters. With the job's version, which decides the rest, it tells a candidate's refresh that a
 * stored pair is already what it would write (refresh.ts).
 */
export function pairDigest(score: MatchScore, kind: PairKind, card: CandidateCard): string {
  const { parts: _parts, eligible: _eligible, ...match } = score;
  const shown = { match, kind, ...(kind === 'match' ? { card } : {}) };
  return createHash('sha256').update(canonical(shown)).digest('base64url').slice(0, 16);
}

/** The index keys of a pair of each kind: a near-miss has its own partitions and no employer's card. */
function pairFiling(candidateId: string, jobId: string, score: number, postedAt: string, kind: PairKind) {
  const nearMiss = kind === 'near-miss';
  return {
    ...(nearMiss ? { nearMiss: true } : {}),
    gsi1pk: nearMiss ? nearMissesOfCandidatePartition(candidateId) : byCandidatePartition(candidateId),
    gsi1sk: byCandidateSortKey(score, postedAt, jobId),
    gsi2pk: nearMiss ? nearMissesOfJobPartition(jobId) : byJobPartition(jobId),
    gsi2sk: byJobSortKey(score, candidateId),
  };
}

/**
 * Writes a pair scored from (job version, candidate version). It lands only when the stored pair was
 * scored from versions no newer on either side, so the newest data wins whatever order writes arrive in.
 */
export async function putPair(
  candidate: Pick<CandidateEntry, 'candidateId' | 'version' | 'card'>,
  job: Pick<JobEntry, 'jobId' | 'version' | 'summary' | 'data'>,
  score: MatchScore,
  now: Date,
  kind: PairKind = 'match',
): Promise<Landed> {
  const { parts: _parts, eligible: _eligible, ...match } = score;
  const item: PairItem & Record<string, unknown> = {
    ...pairKey(candidate.candidateId, job.jobId),
    candidateId: candidate.candidateId,
    jobId: job.jobId,
    jobVersion: job.version,
    candidateVersion: candidate.version,
    score: score.matchPercentage,
    match,
    job: job.summary,
    ...(kind === 'match' ? { card: candidate.card } : {}),
    expiresAt: job.data.expiresAt,
    computedAt: now.toISOString(),
    digest: pairDigest(score, kind, candidate.card),
    ...pairFiling(candidate.candidateId, job.jobId, score.matchPercentage, job.summary.postedAt, kind),
  };
  return landed(() =>
    dynamoClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: item,
        ConditionExpression:
          'attribute_not_exists(pk) OR (jobVersion <= :jobVersion AND candidateVersion <= :candidateVersion)',
        ExpressionAttributeValues: { ':jobVersion': job.version, ':candidateVersion': candidate.version },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
}

/** The versions a pair was scored from: its write and the checks on it name both. */
export interface PairVersions {
  candidateId: string;
  jobId: string;
  jobVersion: number;
  candidateVersion: number;
}

/**
 * Turns a pair into a tombstone (out of both indexes, without the match) when `condition` holds. The
 * tombstone keeps its versions, so a slower write from older data cannot bring the pair back.
 */
function tombstone(
  candidateId: string,
  jobId: string,
  condition: string,
  values: Record<string, unknown>,
  alsoSet?: string,
): Promise<Landed> {
  return landed(() =>
    dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: pairKey(candidateId, jobId),
        UpdateExpression: `SET #gone = :true${alsoSet ? `, ${alsoSet}` : ''} REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk, #match, #job, #card, nearMiss`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#gone': 'gone', '#match': 'match', '#job': 'job', '#card': 'card' },
        ExpressionAttributeValues: { ':true': true, ...values },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
}

/**
 * Retires a pair because one side changed so that it no longer matches. Only a pair scored from an older
 * version of that side is touched: a pair the other side wrote from this version or later was scored with
 * data at least as new.
 */
export function retirePair(
  candidateId: string,
  jobId: string,
  side: 'job' | 'candidate',
  version: number,
): Promise<Landed> {
  const field = side === 'job' ? 'jobVersion' : 'candidateVersion';
  return tombstone(
    candidateId,
    jobId,
    `attribute_exists(pk) AND ${field} < :version`,
    { ':version': version },
    `${field} = :version`,
  );
}

/**
 * Takes back a pair this refresh wrote, found scored from a version a newer claim has replaced: only while
 * the stored pair is still exactly that write.
 */
export const undoPair = (pair: PairVersions) =>
  tombstone(
    pair.candidateId,
    pair.jobId,
    'jobVersion = :jobVersion AND candidateVersion = :candidateVersion AND attribute_not_exists(#gone)',
    { ':jobVersion': pair.jobVersion, ':candidateVersion': pair.candidateVersion },
  );

/**
 * Pushes a match out of a candidate's full list (issue 36): a tombstone like a retirement, versions kept,
 * only while the pair is still the match ranked where the caller found it (rescored or gone: left alone).
 */
export const evictPair = (candidateId: string, jobId: string, rankKey: string) =>
  tombstone(candidateId, jobId, 'gsi1sk = :rank AND gsi1pk = :matches AND attribute_not_exists(#gone)', {
    ':rank': rankKey,
    ':matches': byCandidatePartition(candidateId),
  });

/**
 * The live pairs of a job, best first (gsi2). Only the pairs' range: the employer's list files the job's
 * sheet, its invitations and its applicants' marks in the same partition above it (keys.ts).
 */
export const pairsOfJob = (jobId: string) =>
  queryAll<PairItem>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :filed',
    ExpressionAttributeValues: { ':pk': byJobPartition(jobId), ':filed': FILED_WITH_PAIRS },
    ScanIndexForward: false,
  });

/** The live near-misses of a job (gsi2): its refresh retires those that no longer hold, as it does its pairs. */
export const nearMissesOfJob = (jobId: string) =>
  queryAll<PairItem>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': nearMissesOfJobPartition(jobId) },
  });

/** A candidate's pair as their refresh weighs it: versions, kind and digest, without what it shows. */
export type ListedPair = Pick<
  PairItem,
  'candidateId' | 'jobId' | 'jobVersion' | 'candidateVersion' | 'gone' | 'nearMiss'
> & { digest?: string };

/** A candidate's live pairs (matches and near-misses), read without the cards they show. */
export async function listedPairsOfCandidate(candidateId: string): Promise<ListedPair[]> {
  const pairs = await queryAll<ListedPair>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pairPartition(candidateId) },
    ProjectionExpression: 'candidateId, jobId, jobVersion, candidateVersion, #gone, nearMiss, digest',
    ExpressionAttributeNames: { '#gone': 'gone' },
    ConsistentRead: true,
  });
  return pairs.filter((pair) => !pair.gone);
}

/** Removes every pair item of a candidate (their account is gone). */
export async function deletePairsOf(candidateId: string): Promise<void> {
  const items = await pairsOfCandidate(candidateId);
  await batchWrite(
    [],
    items.map(({ pk, sk }) => ({ pk, sk })),
  );
}

export async function deleteItem(key: ItemKey): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: config.tableName, Key: key }));
}

/** The distinct skills (keys) of the given skills. */
export const skillKeys = (skills: string[]) => [...new Set(skills.map(skillKey).filter(Boolean))];
