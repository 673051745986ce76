import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type ReadOptions, type ReadState, readState, startRead, subscribeToRead } from './read-cache';

type Outcome<T, Status extends ReadState<T>['status']> = Extract<ReadState<T>, { status: Status }>;

/** Shaped as the query cache's answers were (isPending, isError), so a check narrows `data`. */
export type PublicRead<T> = (
  | (Outcome<T, 'pending'> & { isPending: true; isError: false })
  | (Outcome<T, 'error'> & { isPending: false; isError: true })
  | (Outcome<T, 'success'> & { isPending: false; isError: false })
) & {
  /** Reads again, whatever the cache holds (a retry button). */
  refetch: () => Promise<void>;
};

/**
 * A public read as a page renders it: pending, failed or answered, shared by every reader of `key`.
 * Reading starts when the page renders for a new key; `fetcher` is the read for the current key.
 */
export function usePublicRead<T>(
  key: string,
  fetcher: () => Promise<T>,
  options: ReadOptions = {},
): PublicRead<T> {
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeToRead(key, listener), [key]),
    () => readState<T>(key),
    () => readState<T>(key),
  );
  // The latest fetcher and options serve the key they were given with; reading again needs no new effect.
  const latest = useRef({ fetcher, options });
  latest.current = { fetcher, options };
  useEffect(() => {
    void startRead(key, latest.current.fetcher, latest.current.options);
  }, [key]);
  const refetch = useCallback(
    () => startRead(key, latest.current.fetcher, { ...latest.current.options, force: true }),
    [key],
  );
  return {
    ...state,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    refetch,
  } as PublicRead<T>;
}
