/**
 * One-off, once per stage (ADR 0038): gives every account made before the retention rule an activity
 * marker, so the daily retention sweep sees it. Safe to run again: existing markers are kept.
 *
 *   npx tsx bin/backfill-account-activity.ts
 *
 * Against a stage: set TABLE_NAME (the stack's output) and AWS credentials. Without TABLE_NAME it writes to
 * the local stack of `npm start` (DYNAMO_PORT, default 8000).
 */
import { pointAtLocalStackUnlessStageNamed } from './local-stack-env';

await pointAtLocalStackUnlessStageNamed();
const { backfillAccountActivity } = await import('../functions/model/account-activity-backfill');
const { accounts, marked } = await backfillAccountActivity();
console.info(`${accounts} accounts read; ${marked} given an activity marker (the rest had one).`);
