import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';
import type { RunningService } from './dynamodb';

/**
 * s3rver, an S3 protocol server on disk. Its ObjectCreated notifications are handed to `onEvent` in S3's
 * own event shape, as S3 would deliver them to a Lambda. Without `dataDir` it works in a temporary folder
 * removed on stop.
 */
export async function startS3(options: {
  port: number;
  dataDir?: string;
  onEvent: (event: S3Event) => void;
}): Promise<RunningService> {
  const directory = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'jobmatch-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory,
    silent: true,
    // s3rver cannot check presigned signatures; upload handlers verify size and type themselves.
    allowMismatchedSignatures: true,
    vhostBuckets: false,
  });
  server.on('event', (event: S3Event) => {
    if (event.Records?.some((record) => record.eventName.startsWith('ObjectCreated'))) options.onEvent(event);
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    async stop() {
      await server.close();
      if (!options.dataDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
