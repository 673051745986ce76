/**
 * One-off, once per stage (ADR 0038): gives every account made before the retention rule an activity
 * marker, so the daily retention sweep sees it. Safe to run again: existing markers are kept.
 *
 *   npx tsx bin/backfill-account-activity.ts
 *
 * Against a stage: set TABLE_NAME (the stack's output) and AWS credentials. Without TABLE_NAME it writes to
 * the local stack of `npm start` (DYNAMO_PORT, default 8000).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

if (!process.env.TABLE_NAME) {
  const { LOCAL_NAMES } = await import('../functions/platform/local/stack');
  process.env.TABLE_NAME = LOCAL_NAMES.table;
  process.env.AWS_ENDPOINT_URL_DYNAMODB ??= `http://127.0.0.1:${process.env.DYNAMO_PORT ?? 8000}`;
  process.env.AWS_REGION ??= 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
}
const { backfillAccountActivity } = await import('../functions/model/account-activity-backfill');
const { accounts, marked } = await backfillAccountActivity();
console.info(`${accounts} accounts read; ${marked} given an activity marker (the rest had one).`);

export {};
