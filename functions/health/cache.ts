/**
 * Remembers an asynchronous answer for `ttlMs` in the warm function: every call inside that time gets the
 * same promise, so concurrent callers share one computation too.
 */
export function cachedFor<T>(
  ttlMs: number,
  compute: () => Promise<T>,
  now = () => Date.now(),
): () => Promise<T> {
  let last: { answer: Promise<T>; at: number } | undefined;
  return () => {
    const time = now();
    if (!last || time - last.at >= ttlMs) last = { answer: compute(), at: time };
    return last.answer;
  };
}
