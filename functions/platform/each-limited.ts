/** Runs `work` over `items`, at most `limit` at a time (reads or writes that would swamp a client at once). */
export async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>, limit: number) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(workers);
}
