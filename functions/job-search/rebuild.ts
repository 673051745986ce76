import { replayJobChanges } from '../model/job-replay';
import { applyJobChange } from './index-writer';

/**
 * Brings every job's postings to the index's current shape (ADR 0009): after a change of the paired words,
 * skills or sort keys, a job indexed before it lacks postings the planner now reads, and a missing pair
 * reads as no match. The writer, given the version it already applied, writes what the shape now wants and
 * removes what it no longer does. Run by `npx tsx bin/rebuild-job-search-index.ts` on every deploy that
 * changes the shape, before the new planner serves.
 */
export const rebuildJobSearchIndex = () => replayJobChanges((detail) => applyJobChange(detail));
