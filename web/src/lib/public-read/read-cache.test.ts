// Boundary: the public pages' read cache - shared reads, freshness, retries only where they can help, expiry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/app-error';
import { clearReads, expireReads, readState, startRead, subscribeToRead } from './read-cache';

afterEach(() => {
  clearReads();
  vi.useRealTimers();
});

function counting<T>(answer: () => T | Promise<T>) {
  const fetcher = vi.fn(async () => answer());
  return fetcher;
}

describe('read cache', () => {
  it('shares one read among readers of a key, and serves a fresh answer without reading again', async () => {
    const fetcher = counting(() => ['job']);
    await Promise.all([startRead('jobs/a', fetcher), startRead('jobs/a', fetcher)]);
    await startRead('jobs/a', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(readState('jobs/a')).toMatchObject({ status: 'success', data: ['job'], isFetching: false });
  });

  it('reads again when asked to, or once the answer is older than its freshness', async () => {
    const fetcher = counting(() => 1);
    await startRead('k', fetcher);
    await startRead('k', fetcher, { force: true });
    await startRead('k', fetcher, { staleMs: 0 });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx answer, which will not change', async () => {
    const notFound = new AppError({ message: 'Job not found', code: 'NOT_FOUND', status: 404 });
    const fetcher = vi.fn(async () => {
      throw notFound;
    });
    await startRead('jobs/gone', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(readState('jobs/gone')).toMatchObject({ status: 'error', error: notFound });
  });

  it('retries a dropped connection twice, a second then two apart', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const read = startRead('jobs/flaky', async () => {
      calls += 1;
      if (calls < 3) throw new AppError({ message: 'offline', code: 'SERVICE_UNAVAILABLE', status: 0 });
      return 'answer';
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1 + 2000);
    await read;
    expect(calls).toBe(3);
    expect(readState('jobs/flaky')).toMatchObject({ status: 'success', data: 'answer' });
  });

  it('reads expired answers again: at once for a key on screen, at the next reader for the rest', async () => {
    const shown = counting(() => 'shown');
    const hidden = counting(() => 'hidden');
    await startRead('jobs/shown', shown);
    await startRead('jobs/hidden', hidden);
    await startRead(
      'site-config',
      counting(() => 'other'),
    );
    const stop = subscribeToRead('jobs/shown', () => undefined);
    expireReads('jobs/');
    expect(shown).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(readState('jobs/hidden')).toMatchObject({ status: 'success', data: 'hidden' });
    await startRead('jobs/hidden', hidden);
    expect(hidden).toHaveBeenCalledTimes(2);
    stop();
  });
});
