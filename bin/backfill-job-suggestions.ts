/**
 * One-off, once per stage (ADR 0039): counts the jobs posted before the typeahead existed. Safe to run
 * again: a job already counted at its version is left as it is.
 *
 *   npx tsx bin/backfill-job-suggestions.ts
 *
 * Against a stage: set TABLE_NAME (the stack's output) and AWS credentials. Without TABLE_NAME it writes to
 * the local stack of `npm start` (DYNAMO_PORT, default 8000).
 */
import { pointAtLocalStackUnlessStageNamed } from './local-stack-env';

await pointAtLocalStackUnlessStageNamed();
const { backfillJobSuggestions } = await import('../functions/job-suggest/backfill');
const { jobs, applied } = await backfillJobSuggestions();
console.info(
  `${jobs} jobs read; ${applied} brought into the typeahead's counts (the rest were counted already).`,
);
