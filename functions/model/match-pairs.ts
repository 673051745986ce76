import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { JobSummary } from '../../shared/jobs/types';
import type { MatchScore } from '../../shared/matching/scorer';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import type { CandidateCard } from './events';
import { pairPartition } from './match-keys';

/*
 * The stored pairs of materialised matching as other features read them (match-keys.ts has the layout;
 * matching writes them): a candidate's pairs, and whether a candidate is matched with a company, the
 * reason an employer may read a public profile.
 */

/** A stored pair as the reads use it. */
export interface PairItem {
  pk: string;
  sk: string;
  candidateId: string;
  jobId: string;
  jobVersion: number;
  candidateVersion: number;
  gone?: boolean;
  /** A salary near-miss, not a match: shown to the candidate apart, never a reason for an employer. */
  nearMiss?: boolean;
  score?: number;
  match?: Omit<MatchScore, 'parts' | 'eligible'>;
  job?: JobSummary;
  card?: CandidateCard;
  expiresAt?: string | null;
  computedAt?: string;
  /** What the candidate's data decides of the pair, hashed (matching/store.ts pairDigest). */
  digest?: string;
}

/** Every item of a partition (or an index partition), following pages. */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({ TableName: config.tableName, ...input, ExclusiveStartKey: start }),
    );
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export const partitionItems = <T>(pk: string) =>
  queryAll<T>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
  });

/** Every pair item of a candidate, tombstones included (consistent: the base table). */
export const pairsOfCandidate = (candidateId: string) => partitionItems<PairItem>(pairPartition(candidateId));

/**
 * Whether a candidate is matched with a job of the company (not gone): a reason the company's people may
 * read the candidate's public profile. The candidate's pairs name each job's company, and an organisation
 * owns one company (ADR 0010), so the caller names the organisation by its company.
 */
export async function isMatchedWith(candidateId: string, companyId: string | undefined): Promise<boolean> {
  if (!companyId) return false;
  const pairs = await pairsOfCandidate(candidateId);
  return pairs.some((pair) => !pair.gone && !pair.nearMiss && pair.job?.company.id === companyId);
}
