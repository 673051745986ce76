import type { JobChangedDetail } from './events';
import { jobChangedDetail } from './job-changed';
import { type JobItem, jobs } from './jobs';

/** What an index's writer answers for one event; only 'applied' changed anything. */
export type ReplayOutcome = 'applied' | 'unchanged' | 'stale' | 'superseded';

/*
 * A one-off for an index kept by Job Changed (search, typeahead): every job's current version is given to
 * the index's writer as its event would be, a page of jobs at a time. A writer that applied the version
 * already leaves it (or, when the index's shape changed, writes what is missing), a newer event still wins,
 * and a paused, held or expired job is indexed as nothing. Safe to run again.
 */
export async function replayJobChanges(
  apply: (detail: JobChangedDetail) => Promise<ReplayOutcome>,
): Promise<{ jobs: number; applied: number }> {
  let cursor: string | null = null;
  let read = 0;
  let applied = 0;
  do {
    const page: { data: JobItem[]; cursor: string | null } = await jobs()
      .query.all({})
      .go({ cursor, limit: 100 });
    for (const item of page.data) {
      read += 1;
      if ((await apply(jobChangedDetail(item.id, item.version, item))) === 'applied') applied += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return { jobs: read, applied };
}
