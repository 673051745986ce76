// Boundary: the catalogue answer for thrown errors (pure): throttling is a retryable 503, never a 500.
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import { errorResponse, isThrottled } from './respond';

const throttled = () =>
  new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} });

describe('errorResponse', () => {
  it('answers DynamoDB throttling, bare or wrapped by ElectroDB, with 503 SERVICE_UNAVAILABLE', () => {
    const wrapped = Object.assign(new Error('Error thrown by DynamoDB client: "Rate exceeded"'), {
      cause: throttled(),
    });
    for (const error of [throttled(), wrapped]) {
      const response = errorResponse(error);
      expect(response.statusCode).toBe(503);
      expect(JSON.parse(String(response.body))).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    }
  });

  it('keeps a domain error its status and an unknown error a 500', () => {
    expect(errorResponse(new NotFoundError()).statusCode).toBe(404);
    expect(errorResponse(new TypeError('boom')).statusCode).toBe(500);
    expect(isThrottled(new TypeError('boom'))).toBe(false);
  });
});
