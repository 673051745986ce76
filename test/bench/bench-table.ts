import { ensureTable, LOCAL_CREDENTIALS } from '../../functions/platform/local/bootstrap';
import { startDynamoDb } from '../../functions/platform/local/dynamodb';
import { ENV } from '../../functions/platform/resources';
import { freePort } from '../setup/free-port';

/** The p-th percentile of figures sorted ascending (nearest rank): the benches' one definition. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface BenchTable {
  endpoint: string;
  table: string;
  stop(): Promise<void>;
}

/**
 * A DynamoDB Local of the bench's own, on a free port (in memory, or in `dataDir` when the data outgrows
 * memory), with the table made and this process pointed at it. Import the code under measure after this:
 * its clients read the environment when first made.
 */
export async function startBenchTable(
  table: string,
  { dataDir }: { dataDir?: string } = {},
): Promise<BenchTable> {
  const dynamo = await startDynamoDb({ port: await freePort(), dataDir });
  try {
    await ensureTable(dynamo.endpoint, table);
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  Object.assign(process.env, {
    [ENV.tableName]: table,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
  return { endpoint: dynamo.endpoint, table, stop: () => dynamo.stop() };
}
