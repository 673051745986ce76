import type { ApiErrorBody } from '../../../shared/api/envelope';
import { catalogueFor } from '../../../shared/errors/catalogue';
import { DomainError, ServiceUnavailableError } from '../errors';
import { logger } from '../logger';
import type { HttpResponse } from './types';

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies?: string[],
): HttpResponse {
  return {
    statusCode: status,
    headers: { ...BASE_HEADERS, ...headers },
    body: JSON.stringify(body),
    cookies,
  };
}

/** What AWS services call throttling: DynamoDB's, and the generic names other services use. */
const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'SlowDown',
]);

/** Whether an AWS call was throttled past the SDK's own retries (ElectroDB keeps the SDK's error as `cause`). */
export function isThrottled(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (THROTTLING.has((current as { name?: string }).name ?? '')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The catalogue answer for any error: named domain errors keep their status; throttling is a 503 the
 * client may retry (nothing was written: a throttled request is refused whole); anything else is a 500.
 */
export function errorResponse(error: unknown): HttpResponse {
  if (isThrottled(error)) {
    logger.warn('Throttled past the retries', { error: String(error) });
    return errorResponse(new ServiceUnavailableError());
  }
  if (error instanceof DomainError) {
    const body: ApiErrorBody = { message: error.message, code: error.code, status: error.status };
    if (error.details !== undefined) body.details = error.details;
    return jsonResponse(error.status, body, error.headers);
  }
  // An unexpected failure: log it whole, answer without a trace of it.
  logger.error('Unhandled error', error as Error);
  const { code, message } = catalogueFor(500);
  return jsonResponse(500, { message, code, status: 500 } satisfies ApiErrorBody);
}
