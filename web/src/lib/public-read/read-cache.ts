import { isAppError } from '@/lib/app-error';

/*
 * The public pages' reads (job search, a job, the stage's settings) without TanStack Query, whose code
 * (about 12 KB gzip) a visitor's /jobs or job page would otherwise load before its first result. It keeps
 * what those pages used of it: one answer per key shared by every reader, fresh for a while, retried after
 * a dropped connection or a 5xx (never after a 4xx), and read again on demand. Signed-in reads keep the
 * query cache (lib/query).
 */

/** What the cache knows for one key. Replaced, never changed, so React sees each change. */
export type ReadState<T> =
  | { status: 'pending'; data: undefined; error: null; isFetching: boolean }
  | { status: 'error'; data: undefined; error: Error; isFetching: boolean }
  | { status: 'success'; data: T; error: null; isFetching: boolean; fetchedAt: number };

export interface ReadOptions {
  /** How long an answer serves new readers before they read again (default a minute, as the query cache). */
  staleMs?: number;
}

/** Tries after the first that fails on a dropped connection or a 5xx, as the query cache's retry did. */
const RETRIES = 2;
/** Answers kept: searches come and go, and none of them need be kept for long. */
const MAX_ENTRIES = 50;
const DEFAULT_STALE_MS = 60_000;

const PENDING: ReadState<never> = { status: 'pending', data: undefined, error: null, isFetching: false };

const entries = new Map<string, ReadState<unknown>>();
const inFlight = new Map<string, Promise<void>>();
/** The read behind each key, for reading it again when it is expired (see expireReads). */
const fetchers = new Map<string, () => Promise<unknown>>();
const listeners = new Map<string, Set<() => void>>();

function set(key: string, state: ReadState<unknown>): void {
  entries.delete(key);
  entries.set(key, state);
  for (const old of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    if (!listeners.get(old)?.size) entries.delete(old);
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

function retryable(error: unknown): boolean {
  return !(isAppError(error) && error.status >= 400 && error.status < 500);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetries<T>(fetcher: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetcher();
    } catch (error) {
      if (attempt >= RETRIES || !retryable(error)) throw error;
      // 1 s, then 2 s: the query cache's back-off.
      await wait(1000 * 2 ** attempt);
    }
  }
}

export function readState<T>(key: string): ReadState<T> {
  return (entries.get(key) ?? PENDING) as ReadState<T>;
}

export function subscribeToRead(key: string, listener: () => void): () => void {
  let forKey = listeners.get(key);
  if (!forKey) {
    forKey = new Set();
    listeners.set(key, forKey);
  }
  forKey.add(listener);
  return () => {
    forKey.delete(listener);
    if (forKey.size === 0) listeners.delete(key);
  };
}

/**
 * Reads `key` unless a fresh answer is there or a read is under way; `force` reads again whatever the
 * cache holds (a retry button). Resolves when the cache holds the outcome; never rejects.
 */
export function startRead<T>(
  key: string,
  fetcher: () => Promise<T>,
  { staleMs = DEFAULT_STALE_MS, force = false }: ReadOptions & { force?: boolean } = {},
): Promise<void> {
  fetchers.set(key, fetcher);
  const running = inFlight.get(key);
  if (running) return running;
  const current = readState<T>(key);
  if (!force && current.status === 'success' && Date.now() - current.fetchedAt < staleMs) {
    return Promise.resolve();
  }
  set(key, { ...current, isFetching: true });
  const read = fetchWithRetries(fetcher).then(
    (data) => set(key, { status: 'success', data, error: null, isFetching: false, fetchedAt: Date.now() }),
    (error: unknown) =>
      set(key, {
        status: 'error',
        data: undefined,
        error: error instanceof Error ? error : new Error(String(error)),
        isFetching: false,
      }),
  );
  const settled = read.finally(() => inFlight.delete(key));
  inFlight.set(key, settled);
  return settled;
}

/**
 * Holds `data` as the answer for `key`, as if it had just been read: the prerender draws a page from
 * what a visitor's browser will have read before its first render (the stage's settings).
 */
export function primeRead<T>(key: string, data: T): void {
  set(key, { status: 'success', data, error: null, isFetching: false, fetchedAt: Date.now() });
}

/**
 * A change elsewhere made the answers under `prefix` out of date: the ones on screen are read again now,
 * the others at their next reader (who sees the old answer meanwhile, as with the query cache).
 */
export function expireReads(prefix: string): void {
  for (const [key, state] of entries) {
    if (!key.startsWith(prefix)) continue;
    const fetcher = fetchers.get(key);
    if (listeners.get(key)?.size && fetcher) void startRead(key, fetcher, { force: true });
    else if (state.status === 'success') entries.set(key, { ...state, fetchedAt: 0 });
  }
}

/** Forgets every answer (tests). */
export function clearReads(): void {
  entries.clear();
  fetchers.clear();
}
