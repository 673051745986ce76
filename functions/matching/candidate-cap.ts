import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MATCHING } from '../../shared/constants';
import { byRankDescending, type Rankable } from '../../shared/matching/cap';
import {
  byCandidatePartition,
  byCandidateSortKey,
  candidateCapKey,
  rankOfSortKey,
} from '../model/match-keys';
import { dynamoClient } from '../platform/clients/dynamo';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { getItemsTogether } from '../platform/db';
import { evictPair } from './store';

/*
 * A candidate keeps at most their best MATCHING.storedMatchesCap matches (issue 36, ADR 0040). Their cap
 * item counts the matches they hold (`held`) and remembers the rank of the worst kept or last pushed out
 * (`floor`). Their own refresh keeps the best 500 and resets both; a job's refresh lets a new match in
 * only above the floor while the candidate is full, counts it, and pushes the worst out when the count
 * goes over. Every step is one conditional write on one item, and no step reads more than one match.
 */

export interface Held {
  count: number;
  floor: Rankable | null;
}

interface CapItem {
  held?: number;
  floor?: Rankable;
}

export const rankKeyOf = (rank: Rankable) =>
  byCandidateSortKey(rank.matchPercentage, rank.postedAt, rank.jobId);

/** The held matches of many candidates, read in batches side by side (absent: none held). */
export async function readHeld(candidateIds: string[]): Promise<Map<string, Held>> {
  const ids = [...new Set(candidateIds)];
  const items = await getItemsTogether(ids.map(candidateCapKey), { consistent: true });
  return new Map(
    ids.map((id, index) => {
      const item = items[index] as CapItem | undefined;
      return [id, { count: item?.held ?? 0, floor: item?.floor ?? null }];
    }),
  );
}

const update = (
  candidateId: string,
  input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
) =>
  dynamoClient().send(
    new UpdateCommand({ TableName: config.tableName, Key: candidateCapKey(candidateId), ...input }),
  );

/** The candidate's own refresh: they hold exactly `count` matches, the worst kept at `floor` when full. */
export async function resetHeld(candidateId: string, count: number, floor: Rankable | null): Promise<void> {
  await update(candidateId, {
    UpdateExpression: floor
      ? 'SET held = :count, floor = :floor, floorKey = :key'
      : 'SET held = :count REMOVE floor, floorKey',
    ExpressionAttributeValues: {
      ':count': count,
      ...(floor ? { ':floor': floor, ':key': rankKeyOf(floor) } : {}),
    },
  });
}

/** Counts matches added (1) or removed (-1) by a job's refresh; answers the count after. */
export async function addHeld(candidateId: string, delta: number): Promise<number> {
  const { Attributes } = await update(candidateId, {
    UpdateExpression: 'ADD held :delta',
    ExpressionAttributeValues: { ':delta': delta },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(Attributes?.held ?? 0);
}

export async function forgetHeld(candidateId: string): Promise<void> {
  await dynamoClient().send(
    new DeleteCommand({ TableName: config.tableName, Key: candidateCapKey(candidateId) }),
  );
}

/** Takes the right to push one match out: only while the count is over the cap, so two never over-evict. */
async function claimEviction(candidateId: string, cap: number): Promise<boolean> {
  try {
    await update(candidateId, {
      UpdateExpression: 'ADD held :minus',
      ConditionExpression: 'held > :cap',
      ExpressionAttributeValues: { ':minus': -1, ':cap': cap },
    });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The floor only rises: of two evictions at once, the better rank pushed out stays the floor. */
async function raiseFloor(candidateId: string, rank: Rankable): Promise<void> {
  try {
    await update(candidateId, {
      UpdateExpression: 'SET floor = :floor, floorKey = :key',
      ConditionExpression: 'attribute_not_exists(floorKey) OR floorKey < :key',
      ExpressionAttributeValues: { ':floor': rank, ':key': rankKeyOf(rank) },
    });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** The worst match the candidate's score index holds: one item read. */
async function worstStored(candidateId: string): Promise<Rankable | null> {
  const { Items } = await dynamoClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': byCandidatePartition(candidateId) },
      ProjectionExpression: 'gsi1sk',
      ScanIndexForward: true,
      Limit: 1,
    }),
  );
  const key = Items?.[0]?.gsi1sk;
  return typeof key === 'string' ? rankOfSortKey(key) : null;
}

const ATTEMPTS = 5;

/**
 * Brings a candidate who went over the cap back to it, pushing out the worst match each time. The match
 * this refresh just wrote (`own`) may not be in the score index yet (AWS updates it eventually): it is
 * weighed beside the index's worst, so a new match that ranks lowest is the one pushed out. Answers
 * whether `own` was pushed out.
 */
export async function trimToCap(
  candidateId: string,
  own: Rankable,
  cap: number = MATCHING.storedMatchesCap,
): Promise<boolean> {
  let ownOut = false;
  for (let failed = 0; failed < ATTEMPTS; ) {
    if (!(await claimEviction(candidateId, cap))) return ownOut;
    const worst = await worstStored(candidateId);
    const victim = !ownOut && (!worst || byRankDescending(own, worst) > 0) ? own : worst;
    if (victim && (await evictPair(candidateId, victim.jobId, rankKeyOf(victim))) !== null) {
      if (victim.jobId === own.jobId) ownOut = true;
      await raiseFloor(candidateId, victim);
      continue;
    }
    // Rescored or retired meanwhile: give the claim back and look again.
    await addHeld(candidateId, 1);
    failed++;
  }
  return ownOut;
}
