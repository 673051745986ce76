import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { indianDay } from '../../shared/dates';
import { dynamoClient } from '../platform/clients/dynamo';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { ACTIVITY_SCOPE, accountActivity } from './account-activity';

/*
 * One-off, for accounts made before the retention rule (ADR 0038): an account without an activity marker is
 * never read by the retention sweep. Each gets one, dated the last day its record shows it was used (its
 * last change, else its creation), and only where none exists, so a marker a sign-in wrote meanwhile is
 * kept. Run by `npx tsx bin/backfill-account-activity.ts` once per stage; running it again writes nothing.
 */

export async function backfillAccountActivity(): Promise<{ accounts: number; marked: number }> {
  let start: Record<string, unknown> | undefined;
  let accounts = 0;
  let marked = 0;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({
        TableName: config.tableName,
        FilterExpression: '#entity = :user',
        ExpressionAttributeNames: {
          '#entity': '__edb_e__',
          '#id': 'id',
          '#at': 'updatedAt',
          '#made': 'createdAt',
        },
        ExpressionAttributeValues: { ':user': 'user' },
        ProjectionExpression: '#id, #at, #made',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const userId = item.id as string | undefined;
      const usedAt = (item.updatedAt ?? item.createdAt) as string | undefined;
      if (!userId || !usedAt) continue;
      accounts += 1;
      const written = await writtenUnlessConditionFails(
        accountActivity()
          .create({ userId, scope: ACTIVITY_SCOPE, lastActiveOn: indianDay(usedAt) })
          .go(),
      );
      if (written) marked += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { accounts, marked };
}
