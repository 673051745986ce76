import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  appliedFiling,
  appliedKey,
  appliedPartition,
  candidateStateKey,
  FORGOTTEN_VERSION,
} from '../model/match-keys';
import { partitionItems } from '../model/match-pairs';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { batchWrite, type ItemKey } from './store';

/*
 * Who applied to a job, as matching learns it from Application Submitted: one mark per candidate and job,
 * filed with the job's pairs, so the employer's list of matching candidates reads it in its one query
 * (ADR 0017). Applications belong to the applications feature; matching keeps these marks from its events
 * alone, so a mark follows the application by the bus's delay. The job's sheet says (`appliedFiled`) when
 * the applications made before the marks were kept have been marked too (job-sheet.ts).
 */

/**
 * Marks that the candidate applied to the job, unless their account is gone: the mark is written in one
 * transaction with a check of the candidate's matching state, which a deleted account's cleanup claims at
 * FORGOTTEN_VERSION before it removes the marks, so a late event cannot leave a mark behind it. Repeating
 * it changes nothing.
 */
export async function markApplied(jobId: string, candidateId: string, appliedAt?: string): Promise<void> {
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: config.tableName,
              Key: candidateStateKey(candidateId),
              ConditionExpression: 'attribute_not_exists(pk) OR version < :forgotten',
              ExpressionAttributeValues: { ':forgotten': FORGOTTEN_VERSION },
            },
          },
          {
            Put: {
              TableName: config.tableName,
              Item: {
                ...appliedKey(candidateId, jobId),
                ...appliedFiling(jobId, candidateId),
                jobId,
                candidateId,
                ...(appliedAt ? { appliedAt } : {}),
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    const { name, CancellationReasons } = error as {
      name?: string;
      CancellationReasons?: { Code?: string }[];
    };
    // The account was deleted: nothing to mark. Any other failure is thrown for the bus to retry.
    if (
      name === 'TransactionCanceledException' &&
      CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    ) {
      return;
    }
    throw error;
  }
}

/** Removes a deleted account's marks (after its state is claimed as forgotten, see markApplied). */
export async function forgetApplied(candidateId: string): Promise<void> {
  const items = await partitionItems<ItemKey>(appliedPartition(candidateId));
  await batchWrite(
    [],
    items.map(({ pk, sk }) => ({ pk, sk })),
  );
}
