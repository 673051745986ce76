import type { BucketId } from './contract';

/**
 * The table and buckets, defined once. CDK creates them from this in AWS; the local bootstrap creates
 * them from this in DynamoDB Local and s3rver.
 */

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Generic overloaded indexes; entities name the access pattern each one serves. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Epoch seconds; DynamoDB removes the item some time after. Readers must still check it. */
  timeToLiveAttribute: 'expiresAt',
} as const;

export interface BucketDefinition {
  id: BucketId;
  /** Browsers POST uploads to presigned forms and GET downloads, so the web origin needs CORS. */
  cors: {
    allowedMethods: ('GET' | 'POST' | 'HEAD')[];
    allowedHeaders: string[];
    exposedHeaders: string[];
    maxAgeSeconds: number;
  };
  /** Objects under these prefixes are removed after the given days (uploads never confirmed). */
  expireUnder: { prefix: string; days: number }[];
}

export const BUCKETS: Record<BucketId, BucketDefinition> = {
  uploads: {
    id: 'uploads',
    cors: {
      allowedMethods: ['GET', 'POST', 'HEAD'],
      allowedHeaders: ['content-type', 'content-length', 'content-disposition'],
      exposedHeaders: ['etag'],
      maxAgeSeconds: 3000,
    },
    expireUnder: [{ prefix: 'incoming/', days: 1 }],
  },
};

/**
 * Scanned resumes that reach POST /resume/parse before their upload was parsed are staged here for
 * Textract's asynchronous (multi-page) reader; under incoming/, so the lifecycle removes strays.
 */
export const OCR_STAGING_PREFIX = 'incoming/ocr/';

/**
 * Data exports prepared in the background (ADR 0037) wait here for their mailed link (one hour); under
 * incoming/, so the lifecycle removes them within a day or two.
 */
export const DATA_EXPORT_PREFIX = 'incoming/exports/';

/**
 * CloudFront adds this header, holding a per-stage secret, to every request it sends to the API. Only a
 * request carrying it came through CloudFront, so only then is `CloudFront-Viewer-Address` the client's.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The `source` of every event this application publishes. */
export const EVENT_SOURCE = 'jobmatch';

/** Environment variables that tell handler code where its resources are, in both columns. */
export const ENV = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  eventBusName: 'EVENT_BUS_NAME',
  mailFrom: 'MAIL_FROM',
  supportAddress: 'SUPPORT_ADDRESS',
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** In AWS: the ARN of the secret that signs tokens (never the value). */
  authSigningKeySecret: 'AUTH_SIGNING_KEY_SECRET_ARN',
  /** Locally and in tests: the signing secret itself, base64. */
  authSigningKey: 'AUTH_SIGNING_KEY',
  /** 'textract' where the function may read scanned resumes with Amazon Textract; unset locally. */
  textRecognition: 'TEXT_RECOGNITION',
  /** In AWS: the ARN of the secret CloudFront sends in ORIGIN_VERIFY_HEADER (never the value). */
  originVerifySecret: 'ORIGIN_VERIFY_SECRET_ARN',
  /** Locally and in tests: that value itself, which the local API host sends as CloudFront would. */
  originVerify: 'ORIGIN_VERIFY',
  /** The stage's grievance officer, JSON `{ name, email }` (the privacy page and the desk's mails name them). */
  grievanceOfficer: 'GRIEVANCE_OFFICER',
  /** Days of inactivity after which an account is erased (the stage's privacy.inactiveAccountDays). */
  inactiveAccountDays: 'INACTIVE_ACCOUNT_DAYS',
  /** 'true' or 'false': whether candidates see the marketplace or the waitlist (the stage's jobsLive). */
  jobsLive: 'JOBS_LIVE',
  /** The site's origin, e.g. https://jobmatch.in, for links in mails. */
  siteOrigin: 'SITE_ORIGIN',
  /** The bucket the SPA is served from, where job pages and the sitemap are published (ADR 0014). */
  siteBucket: 'SITE_BUCKET',
  /** Local only: s3rver serves buckets by path, not by host name. */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  /** The payment provider's REST base; unset in AWS (the SDK's own host), the local stand-in's locally. */
  razorpayApiUrl: 'RAZORPAY_API_URL',
  /** The provider's public key id, which the checkout script is also given. */
  razorpayKeyId: 'RAZORPAY_KEY_ID',
  /** Locally and in tests: the key secret itself. */
  razorpayKeySecret: 'RAZORPAY_KEY_SECRET',
  /** In AWS: the ARN of the secret holding the key secret (never the value). */
  razorpayKeySecretArn: 'RAZORPAY_KEY_SECRET_ARN',
  /** Locally and in tests: the secret webhooks are signed with. */
  razorpayWebhookSecret: 'RAZORPAY_WEBHOOK_SECRET',
  /** In AWS: the ARN of the secret webhooks are signed with (never the value). */
  razorpayWebhookSecretArn: 'RAZORPAY_WEBHOOK_SECRET_ARN',
  /** Where browsers load the provider's checkout script from. */
  razorpayCheckoutUrl: 'RAZORPAY_CHECKOUT_URL',
  /** The seller's GST registration (the stage's `seller`, JSON), which tax invoices and receipts print. */
  seller: 'SELLER',
  /** The EventBridge Scheduler group one-shot schedules are made in (Access.schedules). */
  scheduleGroup: 'SCHEDULE_GROUP',
  /** The role EventBridge Scheduler assumes to invoke a schedule's function (Access.schedules). */
  schedulerRoleArn: 'SCHEDULER_ROLE_ARN',
  /** In AWS: the queue a schedule's invocation goes to after Scheduler's last retry; unset locally. */
  scheduleDeadLetters: 'SCHEDULE_DEAD_LETTERS_ARN',
} as const;
