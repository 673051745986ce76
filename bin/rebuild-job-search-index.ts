/**
 * Once per deploy that changes the search index's shape (ADR 0009: its paired words, skills or sort keys):
 * brings every job's postings to the shape the new planner reads, before it serves. Safe to run again: a
 * job already indexed as the shape wants is left as it is.
 *
 *   npx tsx bin/rebuild-job-search-index.ts
 *
 * Against a stage: set TABLE_NAME (the stack's output) and AWS credentials. Without TABLE_NAME it writes to
 * the local stack of `npm start` (DYNAMO_PORT, default 8000).
 */
import { pointAtLocalStackUnlessStageNamed } from './local-stack-env';

await pointAtLocalStackUnlessStageNamed();
const { rebuildJobSearchIndex } = await import('../functions/job-search/rebuild');
const { jobs, applied } = await rebuildJobSearchIndex();
console.info(`${jobs} jobs read; ${applied} brought to the index's current shape (the rest were already).`);
