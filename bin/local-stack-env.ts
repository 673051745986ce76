/**
 * Points a one-off script at the local stack of `npm start` unless TABLE_NAME says which stage's table to
 * use (then the caller's AWS credentials and endpoints stand). Call it before importing any function code:
 * the clients read these variables when they are made.
 */
export async function pointAtLocalStackUnlessStageNamed({ uploads = false } = {}): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (process.env.TABLE_NAME) return;
  const { LOCAL_NAMES } = await import('../functions/platform/local/stack');
  process.env.TABLE_NAME = LOCAL_NAMES.table;
  process.env.AWS_ENDPOINT_URL_DYNAMODB ??= `http://127.0.0.1:${process.env.DYNAMO_PORT ?? 8000}`;
  if (uploads) {
    process.env.UPLOADS_BUCKET ??= LOCAL_NAMES.buckets.uploads;
    process.env.AWS_ENDPOINT_URL_S3 ??= `http://127.0.0.1:${process.env.S3_PORT ?? 4569}`;
    process.env.S3_FORCE_PATH_STYLE ??= 'true';
  }
  process.env.AWS_REGION ??= 'ap-south-1';
  // The local stand-ins take any key; these are the S3 stand-in's own.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
}
