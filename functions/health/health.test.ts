// Boundary: the health handler against the stand-ins, with one dependency missing at a time.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV, ORIGIN_VERIFY_HEADER } from '../platform/resources';
import { handler } from './handler';

// As CloudFront sends it: with the origin secret (platform/http/origin-proof.ts).
const event = {
  routeKey: 'GET /api/v1/health',
  rawPath: '/api/v1/health',
  headers: { [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string },
} as unknown as APIGatewayProxyEventV2;
const context = { awsRequestId: 'test' } as Context;
const original = { ...process.env };

afterEach(() => {
  process.env[ENV.tableName] = original[ENV.tableName];
  process.env[ENV.uploadsBucket] = original[ENV.uploadsBucket];
});

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
});
