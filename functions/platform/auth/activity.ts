import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { indianDay } from '../../../shared/dates';
import { dynamoClient } from '../clients/dynamo';
import { config } from '../config';
import { SERVICE } from '../db';
import { logger } from '../logger';
import { userKey } from './account-items';
import type { UserRecord } from './account-records';

/*
 * "Last active" for the retention rule (issue 35, ADR 0038): the India day of an account's last sign-in or
 * authenticated request. The guard has just read the account, so knowing whether today is written costs
 * nothing; the first use of a day writes the account's `lastActiveOn` and its retention marker
 * (model/account-activity.ts) together, on the condition that the day is not written yet, so a day costs
 * one write however many requests it brings. Written with the DocumentClient, as the guard's reads are
 * (account-items.ts): the marker's keys are the ones ElectroDB makes, held to the entity by
 * activity.unit.test.ts. A marker written anew carries no notice: using the account answers an erasure
 * notice too.
 */

export const ACTIVITY_SCOPE = 'account-activity';
const MARKER = { name: 'accountActivity', version: '1' } as const;

/** The marker item as ElectroDB writes it (model/account-activity.ts `accountActivity`). */
export function activityMarkerItem(userId: string, lastActiveOn: string): Record<string, string> {
  const prefix = `$${SERVICE}`;
  const sortPrefix = `$${MARKER.name}_${MARKER.version}`.toLowerCase();
  return {
    userId,
    scope: ACTIVITY_SCOPE,
    lastActiveOn,
    pk: `${prefix}#userid_${userId}`.toLowerCase(),
    sk: sortPrefix,
    gsi1pk: `${prefix}#scope_${ACTIVITY_SCOPE}`.toLowerCase(),
    gsi1sk: `${sortPrefix}#lastactiveon_${lastActiveOn}#userid_${userId}`.toLowerCase(),
    __edb_e__: MARKER.name,
    __edb_v__: MARKER.version,
  };
}

/**
 * Marks the account used on `day` (today), unless that day is already written; answers whether it wrote.
 * Keeping an account from its erasure notice's link calls this too.
 */
export async function markActive(userId: string, day: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: config.tableName,
              Key: userKey(userId),
              UpdateExpression: 'SET #day = :day',
              ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#day) OR #day <> :day)',
              ExpressionAttributeNames: { '#day': 'lastActiveOn', '#pk': 'pk' },
              ExpressionAttributeValues: { ':day': day },
            },
          },
          { Put: { TableName: config.tableName, Item: activityMarkerItem(userId, day) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    // Written by a request a moment ago, or the account is gone: nothing to mark.
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/**
 * Called by the guard once it knows the caller: writes the day when it is new. A failure here never fails
 * the person's request; the next request of the day tries again.
 */
export async function noteActivity(record: UserRecord, now = new Date()): Promise<void> {
  const today = indianDay(now);
  if (record.lastActiveOn === today) return;
  try {
    await markActive(record.id, today);
  } catch (error) {
    logger.warn('Account activity not recorded', { userId: record.id, error });
  }
}
