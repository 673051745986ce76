import { Duration, Lazy, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import type { BucketId } from '../../functions/platform/contract';
import type { BucketDefinition } from '../../functions/platform/resources';
import { pascal } from '../names';

/** Construct id of aws-cdk-lib's stack-wide S3 notifications handler (a singleton). */
const NOTIFICATIONS_HANDLER_ID = 'BucketNotificationsHandler050a0587b7544547bf325f094a3db834';

export interface FilesProps {
  stageName: string;
  buckets: Record<BucketId, BucketDefinition>;
  /** Origins allowed by bucket CORS; the site's own origin is added later with `addWebOrigin`. */
  webOrigins: string[];
  /** Keep buckets and their objects when the stack goes away. */
  retain: boolean;
  /** How long access logs are kept, in days (the stage's log retention). */
  logRetentionDays: number;
}

/** The application's S3 buckets and the bucket that receives their access logs. */
export class Files extends Construct {
  /** Server access logs of every bucket and CloudFront's standard logs, under separate prefixes. */
  readonly accessLogs: s3.Bucket;
  private readonly buckets = new Map<BucketId, s3.Bucket>();
  private readonly bucketNames = new Map<BucketId, string>();
  private readonly origins: string[];

  constructor(scope: Construct, id: string, props: FilesProps) {
    super(scope, id);
    const removalPolicy = props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const keepsLogsForever = props.logRetentionDays === RetentionDays.INFINITE;
    this.origins = [...props.webOrigins];

    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging still writes through ACLs; S3 server access logs use the bucket policy.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: keepsLogsForever
        ? []
        : [{ id: 'expire-logs', expiration: Duration.days(props.logRetentionDays) }],
      removalPolicy,
      autoDeleteObjects: !props.retain,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself; logging its own access would write logs about logs forever.',
    });

    for (const definition of Object.values(props.buckets)) {
      // A predictable name lets the site's Content-Security-Policy name the bucket host without referencing
      // the bucket, which would otherwise form a cycle with the bucket's CORS rule naming the site.
      const bucketName = `jobmatch-${props.stageName}-${definition.id}-${Stack.of(this).account}-${Stack.of(this).region}`;
      const bucket = new s3.Bucket(this, pascal(definition.id), {
        bucketName,
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        encryption: s3.BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: `s3/${definition.id}/`,
        cors: [
          {
            allowedMethods: definition.cors.allowedMethods.map((method) => s3.HttpMethods[method]),
            allowedOrigins: Lazy.list({ produce: () => this.origins }),
            allowedHeaders: definition.cors.allowedHeaders,
            exposedHeaders: definition.cors.exposedHeaders,
            maxAge: definition.cors.maxAgeSeconds,
          },
        ],
        lifecycleRules: [
          ...definition.expireUnder.map((rule) => ({
            id: `expire-${rule.prefix.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}`,
            prefix: rule.prefix,
            expiration: Duration.days(rule.days),
          })),
          { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ],
        removalPolicy,
        autoDeleteObjects: !props.retain,
      });
      this.buckets.set(definition.id, bucket);
      this.bucketNames.set(definition.id, bucketName);
    }

    this.node.addValidation({
      validate: () => (this.origins.length > 0 ? [] : ['Bucket CORS needs at least one web origin']),
    });
  }

  bucket(id: BucketId): s3.Bucket {
    const bucket = this.buckets.get(id);
    if (!bucket) throw new Error(`No bucket "${id}" is defined`);
    return bucket;
  }

  allBuckets(): s3.Bucket[] {
    return [...this.buckets.values()];
  }

  /**
   * The virtual-hosted, regional host the SDK puts in presigned URLs (bucket.s3.region.amazonaws.com).
   * Built from the bucket's name, not its attributes, so using it creates no dependency on the bucket.
   */
  regionalHost(id: BucketId): string {
    const name = this.bucketNames.get(id);
    if (!name) throw new Error(`No bucket "${id}" is defined`);
    const stack = Stack.of(this);
    return `${name}.s3.${stack.region}.${stack.urlSuffix}`;
  }

  /** Lets browsers on this origin use presigned URLs (the stage's site, once its address is known). */
  addWebOrigin(origin: string): void {
    if (!this.origins.includes(origin)) this.origins.push(origin);
  }

  /** Delivers ObjectCreated events under `prefix` to the function. */
  addObjectCreatedTrigger(id: BucketId, prefix: string, fn: lambda.IFunction): void {
    this.bucket(id).addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(fn), {
      prefix,
    });
    // CDK configures notifications through one stack-wide handler whose role it builds itself.
    const handler = Stack.of(this).node.tryFindChild(NOTIFICATIONS_HANDLER_ID);
    if (handler) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's S3 notification handler role: basic execution (its own logs) plus s3:PutBucketNotification on the notified buckets only.",
      });
    }
  }
}
