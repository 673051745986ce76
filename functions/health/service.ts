import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { dynamoClient } from '../platform/clients/dynamo';
import { s3Client } from '../platform/clients/s3';
import { sesClient } from '../platform/clients/ses';
import { config } from '../platform/config';

export type CheckResult = 'ok' | 'failing';
export interface HealthReport {
  healthy: boolean;
  checks: { table: CheckResult; buckets: CheckResult; mail: CheckResult };
}

async function passes(check: () => Promise<boolean>): Promise<CheckResult> {
  try {
    return (await check()) ? 'ok' : 'failing';
  } catch {
    return 'failing';
  }
}

/** Asks each dependency directly, in parallel: the table is ACTIVE, the buckets answer, mail may send. */
export async function checkHealth(): Promise<HealthReport> {
  const [table, buckets, mail] = await Promise.all([
    passes(async () => {
      const { Table } = await dynamoClient().send(new DescribeTableCommand({ TableName: config.tableName }));
      return Table?.TableStatus === 'ACTIVE';
    }),
    passes(async () => {
      await s3Client().send(new HeadBucketCommand({ Bucket: config.uploadsBucket }));
      return true;
    }),
    passes(async () => {
      const account = await sesClient().send(new GetAccountCommand({}));
      return account.SendingEnabled === true;
    }),
  ]);
  return { healthy: table === 'ok' && buckets === 'ok' && mail === 'ok', checks: { table, buckets, mail } };
}
