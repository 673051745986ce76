// Boundary: the local API host and the $default fallback, reached over HTTP like API Gateway.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../test/support/api';

describe('requests no route matches', () => {
  it('answers an unknown path with the catalogue 404', async () => {
    const response = await callApi('/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      message: 'The requested resource was not found.',
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('answers a known path with the wrong method with a 405 naming the allowed methods', async () => {
    const response = await callApi('/contact/submit', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.json.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('never leaks a stack trace', async () => {
    const response = await callApi('/contact/submit', { method: 'PATCH', rawBody: '\u0000\u0001' });
    expect(response.text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('GET /health', () => {
  it('answers {"status":"ok"} when the table, the buckets and mail answer', async () => {
    const response = await callApi('/health');
    expect(response.status).toBe(200);
    expect(response.text).toBe('{"status":"ok"}');
  });
});
