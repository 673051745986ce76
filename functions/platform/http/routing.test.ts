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

  it('answers a path id of a shape this API never mints with 404, before any read (was a 500 at 3,000 characters)', async () => {
    for (const id of ['A'.repeat(3000), 'not-a-job-id', '%F0%9F%92%A5']) {
      const response = await callApi(`/jobs/${id}`);
      expect(response.status, id.slice(0, 12)).toBe(404);
      expect(response.json.code).toBe('NOT_FOUND');
    }
    // Who may call a route is still decided first: no token is a 401 whatever the id.
    expect((await callApi(`/applications/${'A'.repeat(3000)}/notes`)).status).toBe(401);
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
