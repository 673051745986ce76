import { replayJobChanges } from '../model/job-replay';
import { applyJobChange } from './index-writer';

/**
 * One-off, once per stage (ADR 0039): counts the jobs posted before the typeahead existed, whose Job Changed
 * it never saw. Run by `npx tsx bin/backfill-job-suggestions.ts`.
 */
export const backfillJobSuggestions = () => replayJobChanges((detail) => applyJobChange(detail));
