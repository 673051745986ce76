import { API_BASE_PATH } from '@shared/api/envelope';
import { REQUEST_TIMEOUT_MS } from '@shared/constants';
import { ERROR_CODES, MESSAGES } from '@shared/errors/catalogue';
import { paths } from '@/config/paths';
import { AppError } from './app-error';
import { getAccessTokenSource, getUnauthorizedHandler } from './session-hooks';

export { AppError, isAppError } from './app-error';
export { type AccessTokenSource, onUnauthorized, setAccessTokenSource } from './session-hooks';

const API_BASE = API_BASE_PATH;

function redirectToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === paths.auth.login.path) return;
  window.location.assign(paths.auth.login.getHref(here));
}

/** Until the session registers its own, a 401 sends the visitor to /login with a full page load. */
function unauthorized(error: AppError): void {
  (getUnauthorizedHandler() ?? redirectToLogin)(error);
}

export interface RequestOptions {
  /** Query-string parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  /**
   * Whether a 401 answer runs the unauthorized handler. Calls whose 401 is an expected answer (signing in
   * with a wrong password) turn this off and show the server's message instead.
   */
  handleUnauthorized?: boolean;
  /** Whether to send the bearer token (default true). Sign-in, refresh and the code calls need none. */
  withToken?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, params: RequestOptions['params']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/*
 * How an error answer becomes an AppError (the catalogue's texts, a team permission's refusal) loads with
 * the first answer that needs it: a visitor's first page reads without failing, and the permissions table
 * is not theirs to fetch (ADR 0004).
 */
const answerErrors = () => import('./api-errors');

function noResponseError(cause: unknown): AppError {
  return new AppError({ status: 0, code: ERROR_CODES.CORS_ERROR, message: MESSAGES.noResponse, cause });
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
): Promise<{ response: Response; payload: unknown }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  // A FormData body (a file) goes as multipart: the browser writes its Content-Type with the boundary.
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.params), {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (cause) {
      // The caller cancelled: let TanStack Query see its own abort, not a connection failure.
      if (options.signal?.aborted && !timedOut) throw cause;
      throw noResponseError(cause);
    }
    return { response, payload: await readJson(response) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (options.signal?.aborted && !timedOut) throw error;
    if (timedOut) throw noResponseError(error);
    throw new AppError({
      status: -1,
      code: ERROR_CODES.CLIENT_ERROR,
      message: MESSAGES.clientError,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const handles401 = options.handleUnauthorized !== false;
  const tokenSource = getAccessTokenSource();
  const token = options.withToken === false ? null : (tokenSource?.getAccessToken() ?? null);
  let { response, payload } = await send(method, path, body, options, token);

  // A refused access token may only have run out (a laptop asleep past the scheduled refresh): get a new
  // one and try once more before deciding that the session has ended.
  if (response.status === 401 && handles401 && token && tokenSource) {
    let fresh: string | null = null;
    try {
      fresh = await tokenSource.refreshAccessToken();
    } catch {
      // Could not tell (no connection): report this call's 401 without ending the session.
      throw (await answerErrors()).errorFromResponse(response.status, payload, false);
    }
    if (fresh) ({ response, payload } = await send(method, path, body, options, fresh));
  }

  if (!response.ok) {
    const error = (await answerErrors()).errorFromResponse(response.status, payload, !handles401);
    if (response.status === 401 && handles401) unauthorized(error);
    throw error;
  }
  if (response.status === 204 || payload === undefined) return undefined as T;
  return (payload as { data: T }).data;
}

/**
 * The one way the web app talks to /api/v1: JSON in (or FormData, sent as multipart), the envelope's
 * `data` out, AppError on failure.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  /** A body only where the API asks for one (DELETE /users/me takes the password). */
  delete: <T>(path: string, options?: RequestOptions, body?: unknown) =>
    request<T>('DELETE', path, body, options),
};
