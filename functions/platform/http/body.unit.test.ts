// Boundary: JSON body parsing and validation (pure): every bad input becomes a 4xx error, never a crash.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseJsonBody } from './body';

const schema = z.object({ name: z.string().check(z.minLength(2, 'Name must be at least 2 characters')) });

function event(body: string | undefined, contentType = 'application/json', base64 = false) {
  return {
    headers: { 'content-type': contentType },
    body: base64 && body ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  } as unknown as APIGatewayProxyEventV2;
}

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { status?: number }).status;
  }
}

describe('parseJsonBody', () => {
  it('returns the validated body', () => {
    expect(parseJsonBody(event('{"name":"Asha"}'), schema)).toEqual({ name: 'Asha' });
  });

  it('reads base64-encoded bodies', () => {
    expect(parseJsonBody(event('{"name":"Asha"}', 'application/json', true), schema)).toEqual({
      name: 'Asha',
    });
  });

  it('accepts a charset and vendor JSON types', () => {
    expect(parseJsonBody(event('{"name":"Asha"}', 'application/json; charset=utf-8'), schema).name).toBe(
      'Asha',
    );
    expect(parseJsonBody(event('{"name":"Asha"}', 'application/merge-patch+json'), schema).name).toBe('Asha');
  });

  it.each([
    ['malformed JSON', event('{"name":'), 400],
    ['a JSON array', event('[1,2]'), 400],
    ['a JSON string', event('"text"'), 400],
    ['a wrong content type', event('{"name":"Asha"}', 'text/plain'), 415],
    ['an invalid field', event('{"name":"A"}'), 422],
    ['an empty body', event(undefined), 422],
    ['a body over 64 KB', event(JSON.stringify({ name: 'x'.repeat(65 * 1024) })), 413],
  ])('refuses %s with %i', (_what, input, status) => {
    expect(statusOf(() => parseJsonBody(input, schema))).toBe(status);
  });
});
