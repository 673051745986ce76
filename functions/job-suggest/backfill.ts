import { jobChangedDetail } from '../model/job-changed';
import { type JobItem, jobs } from '../model/jobs';
import { applyJobChange } from './index-writer';

/*
 * One-off, once per stage (ADR 0039): counts the jobs posted before the typeahead existed, whose Job Changed
 * it never saw. Each job's current version is applied as its event would be: a job already counted at that
 * version is left as it is, a newer event still wins, and a paused or expired job counts nothing. Safe to
 * run again. Run by `npx tsx bin/backfill-job-suggestions.ts`.
 */
export async function backfillJobSuggestions(): Promise<{ jobs: number; applied: number }> {
  let cursor: string | null = null;
  let read = 0;
  let applied = 0;
  do {
    const page: { data: JobItem[]; cursor: string | null } = await jobs()
      .query.all({})
      .go({ cursor, limit: 100 });
    for (const item of page.data) {
      read += 1;
      const outcome = await applyJobChange(jobChangedDetail(item.id, item.version, item));
      if (outcome === 'applied') applied += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return { jobs: read, applied };
}
