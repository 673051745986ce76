// Boundary: the health handler against the stand-ins, with one dependency missing at a time.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from '../platform/clients/dynamo';
import { s3Client } from '../platform/clients/s3';
import { sesClient } from '../platform/clients/ses';
import { ENV, ORIGIN_VERIFY_HEADER } from '../platform/resources';
import { handler } from './entry';
import { HEALTH_TTL_MS } from './service';

// As CloudFront sends it: with the origin secret (platform/http/origin-proof.ts).
const event = {
  routeKey: 'GET /api/v1/health',
  rawPath: '/api/v1/health',
  headers: { [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string },
} as unknown as APIGatewayProxyEventV2;
const context = { awsRequestId: 'test' } as Context;
const original = { ...process.env };

// Only Date is faked: each test starts past the last one's cached answer, while the SDK's timers run.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
beforeEach(() => {
  vi.setSystemTime(Date.now() + HEALTH_TTL_MS);
});
afterEach(() => {
  process.env[ENV.tableName] = original[ENV.tableName];
  process.env[ENV.uploadsBucket] = original[ENV.uploadsBucket];
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.useRealTimers();
});

/** Counts the calls health makes to the table, bucket and mail services. */
function countCalls() {
  const spies = [dynamoClient(), s3Client(), sesClient()].map((client) => vi.spyOn(client, 'send'));
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

describe('health handler', () => {
  it('is healthy when everything answers', async () => {
    const response = await handler(event, context);
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 naming the table when the table is missing', async () => {
    process.env[ENV.tableName] = 'no-such-table';
    const response = await handler(event, context);
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.body ?? '')).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service is temporarily unavailable. Please try again later.',
      details: { checks: { table: 'failing', buckets: 'ok', mail: 'ok' } },
    });
  });

  it('answers 503 naming the buckets when a bucket is missing', async () => {
    process.env[ENV.uploadsBucket] = 'no-such-bucket';
    const response = await handler(event, context);
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.body ?? '').details.checks.buckets).toBe('failing');
  });

  it('answers probes within the TTL from the last check, and checks again after it', async () => {
    const calls = countCalls();
    expect((await handler(event, context)).statusCode).toBe(200);
    expect(calls()).toBe(3);

    vi.setSystemTime(Date.now() + HEALTH_TTL_MS - 1);
    expect((await handler(event, context)).statusCode).toBe(200);
    expect(calls()).toBe(3);

    // The table goes missing: the cached answer stands until the TTL is up, then the probe sees it.
    process.env[ENV.tableName] = 'no-such-table';
    vi.setSystemTime(Date.now() + 1);
    expect((await handler(event, context)).statusCode).toBe(503);
    expect(calls()).toBe(6);
  });
});
