import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { dynamoClient } from '../platform/clients/dynamo';
import { s3Client } from '../platform/clients/s3';
import { sesClient } from '../platform/clients/ses';
import { config } from '../platform/config';
import { cachedFor } from './cache';

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

/**
 * How long a warm function answers probes from its last check. Uptime checks probe every few seconds from
 * several places; asking three control planes each time is cost and noise for news that is at most this
 * old. A failing check is remembered as long: an outage shows on the first probe after it starts being
 * checked, and recovery within this time.
 */
export const HEALTH_TTL_MS = 30_000;

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

/** The health answer probes get: a fresh check at most once per HEALTH_TTL_MS in each warm function. */
export const currentHealth = cachedFor(HEALTH_TTL_MS, checkHealth);
