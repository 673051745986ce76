// Boundary: the web api-client against a stubbed fetch - envelope unwrapping and the error catalogue mapping.
import { ERROR_CODES, MESSAGES } from '@shared/errors/catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, api, onUnauthorized, setAccessTokenSource } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('api-client', () => {
  it('posts JSON to /api/v1 with credentials and returns the envelope data', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { data: { id: 'm1', receivedAt: '2025-01-01T00:00:00Z' } }),
    );
    const result = await api.post<{ id: string }>('/contact/submit', { name: 'Asha' });
    expect(result).toEqual({ id: 'm1', receivedAt: '2025-01-01T00:00:00Z' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/contact/submit');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Asha"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ok: true } }));
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'cv.pdf');
    await api.post('/resume/parse', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('adds query parameters and leaves out undefined ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));
    await api.get('/jobs', { params: { page: 0, size: 12, q: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/jobs?page=0&size=12');
  });

  it('keeps the fixed catalogue text for a 500 but the server code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { message: 'db exploded', code: 'INTERNAL_ERROR', status: 500 }),
    );
    const error = await failure(api.get('/x'));
    expect(error).toMatchObject({
      status: 500,
      code: ERROR_CODES.INTERNAL_ERROR,
      message: MESSAGES.internal,
    });
  });

  it('prefers the server message for a 400 and passes the field details on', async () => {
    const details = { email: 'Please enter a valid email address' };
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Check the e-mail', code: 'BAD_REQUEST', status: 400, details }),
    );
    const error = await failure(api.post('/x', {}));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'Check the e-mail', details });
  });

  it('keeps a specific server code such as EMAIL_ALREADY_EXISTS', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { message: 'Taken', code: 'EMAIL_ALREADY_EXISTS', status: 409 }),
    );
    const error = await failure(api.post('/x', {}));
    expect(error.code).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('falls back to the catalogue for an answer without a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.get('/x'));
    expect(error).toMatchObject({
      status: 502,
      code: ERROR_CODES.UNKNOWN_ERROR,
      message: MESSAGES.unexpected,
    });
  });

  it('reports a network failure as status 0 with the no-response message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/x'));
    expect(error).toMatchObject({ status: 0, code: ERROR_CODES.CORS_ERROR, message: MESSAGES.noResponse });
  });

  it('gives up after 10 seconds like a network failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = failure(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({
      status: 0,
      code: ERROR_CODES.CORS_ERROR,
      message: MESSAGES.noResponse,
    });
  });

  it('lets a cancellation by the caller through as an abort, not as an AppError', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = api.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('maps a failure outside HTTP to CLIENT_ERROR', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      text: () => Promise.reject(new Error('stream broke')),
    } as Response);
    const error = await failure(api.get('/x'));
    expect(error).toMatchObject({ code: ERROR_CODES.CLIENT_ERROR, message: MESSAGES.clientError });
  });

  it('runs the registered unauthorized handler on a 401 unless the call opts out', async () => {
    const handler = vi.fn();
    const restore = onUnauthorized(handler);
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(401, { message: 'x', code: 'UNAUTHORIZED', status: 401 })),
    );
    const error = await failure(api.get('/users/me'));
    expect(error).toMatchObject({ status: 401, message: MESSAGES.unauthorized });
    expect(handler).toHaveBeenCalledWith(error);

    await failure(api.post('/auth/login', {}, { handleUnauthorized: false }));
    expect(handler).toHaveBeenCalledTimes(1);
    restore();
  });

  it('sends the visitor to /login, keeping where they were, when nothing else is registered', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/profile', search: '?tab=skills', assign } });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'x', code: 'UNAUTHORIZED', status: 401 }));
    await failure(api.get('/users/me'));
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fprofile%3Ftab%3Dskills');
  });

  it('shows the server message of an expected 401 (a wrong password)', async () => {
    const handler = vi.fn();
    const restore = onUnauthorized(handler);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS', status: 401 }),
    );
    const error = await failure(api.post('/auth/secure-login', {}, { handleUnauthorized: false }));
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(handler).not.toHaveBeenCalled();
    restore();
  });
});

describe('api-client with a session', () => {
  function headersOf(call: number): Record<string, string> {
    return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
  }

  it('sends the bearer token unless the call opts out', async () => {
    const remove = setAccessTokenSource({ getAccessToken: () => 'tok-1', refreshAccessToken: vi.fn() });
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { data: {} })));
    await api.get('/users/me');
    await api.post('/auth/secure-login', {}, { withToken: false });
    expect(headersOf(0).Authorization).toBe('Bearer tok-1');
    expect(headersOf(1).Authorization).toBeUndefined();
    remove();
    await api.get('/users/me');
    expect(headersOf(2).Authorization).toBeUndefined();
  });

  it('refreshes a refused token once and repeats the call with the new one', async () => {
    const handler = vi.fn();
    const restoreHandler = onUnauthorized(handler);
    const refreshAccessToken = vi.fn().mockResolvedValue('tok-2');
    const remove = setAccessTokenSource({ getAccessToken: () => 'tok-1', refreshAccessToken });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { message: 'expired', code: 'UNAUTHORIZED', status: 401 }))
      .mockResolvedValueOnce(jsonResponse(200, { data: { id: 'u1' } }));
    await expect(api.get('/users/me')).resolves.toEqual({ id: 'u1' });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(headersOf(1).Authorization).toBe('Bearer tok-2');
    expect(handler).not.toHaveBeenCalled();
    remove();
    restoreHandler();
  });

  it('ends the session when the refresh says it is over', async () => {
    const handler = vi.fn();
    const restoreHandler = onUnauthorized(handler);
    const remove = setAccessTokenSource({
      getAccessToken: () => 'tok-1',
      refreshAccessToken: vi.fn().mockResolvedValue(null),
    });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'revoked', code: 'UNAUTHORIZED', status: 401 }));
    const error = await failure(api.get('/users/me'));
    expect(error.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(error);
    remove();
    restoreHandler();
  });

  it('keeps the session when the refresh could not reach the server', async () => {
    const handler = vi.fn();
    const restoreHandler = onUnauthorized(handler);
    const remove = setAccessTokenSource({
      getAccessToken: () => 'tok-1',
      refreshAccessToken: vi.fn().mockRejectedValue(new Error('offline')),
    });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'x', code: 'UNAUTHORIZED', status: 401 }));
    const error = await failure(api.get('/users/me'));
    expect(error.status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
    remove();
    restoreHandler();
  });
});
