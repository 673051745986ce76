/**
 * One-off, once per stage (ADR 0039): counts the jobs posted before the typeahead existed. Safe to run
 * again: a job already counted at its version is left as it is.
 *
 *   npx tsx bin/backfill-job-suggestions.ts
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
const { backfillJobSuggestions } = await import('../functions/job-suggest/backfill');
const { jobs, applied } = await backfillJobSuggestions();
console.info(
  `${jobs} jobs read; ${applied} brought into the typeahead's counts (the rest were counted already).`,
);

export {};
