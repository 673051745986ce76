import path from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Access, FunctionSpec } from '../../functions/platform/contract';
import { ENV, OCR_STAGING_PREFIX } from '../../functions/platform/resources';
import type { StageConfig } from '../config/stage';
import { nagArnRef } from '../nag-ids';
import type { Data } from './data';
import type { Files } from './files';
import { bundleFunction } from './lambda-bundling';
import type { Mail } from './mail';
import type { PaymentProvider } from './payments';

/**
 * A function's code: bundled by this machine's esbuild (lambda-bundling.ts), with code splitting, which CDK's
 * NodejsFunction cannot do. The asset is named by what was bundled, so an unchanged function is not
 * uploaded again. There is no Docker fallback: the image named is never pulled.
 */
function functionCode(functionsDir: string, entry: string): lambda.Code {
  return lambda.Code.fromAsset(functionsDir, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('bundled-locally-with-esbuild'),
      // Never run (the bundling is local), but it names the entry: CDK keys its cache of staged assets by
      // the bundling options it can serialise, and without it every function would share the first's bundle.
      command: ['esbuild', `${entry}.ts`],
      local: {
        tryBundle(outputDir) {
          bundleFunction({
            entry: path.join(functionsDir, `${entry}.ts`),
            outdir: outputDir,
            functionsDir,
            nodeModulesDir: path.join(functionsDir, '..', 'node_modules'),
          });
          return true;
        },
      },
    },
  });
}

/** What every function can be pointed at; `Access` decides what it may actually touch. */
export interface FunctionResources {
  stageName: string;
  data: Data;
  files: Files;
  mail: Mail;
  bus: events.IEventBus;
  /** The stage's public site settings, told to functions whose access asks for them. */
  site: { jobsLive: boolean };
  /** The stage's privacy settings, told to functions whose access asks for them. */
  privacy: StageConfig['privacy'];
  /** The payment provider's settings and secrets, for functions whose access asks for them. */
  payments: PaymentProvider;
  /** The seller's GST registration, for functions that print tax documents; unset where none is sold. */
  seller?: StageConfig['seller'];
}

export interface AppFunctionProps {
  spec: FunctionSpec;
  /** Folder that `spec.entry` is relative to (the repository's functions/). */
  functionsDir: string;
  resources: FunctionResources;
  logRetention: logs.RetentionDays;
  retainLogs: boolean;
  /**
   * Invoked asynchronously (EventBridge rules, S3 notifications): Lambda retries, then parks the event in
   * a dead-letter queue that EventBridge also uses when it cannot deliver.
   */
  asyncInvocation?: boolean;
}

const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 512;
const ASYNC_RETRY_ATTEMPTS = 2;

// Actions of CDK's own grantReadData/grantReadWriteData, minus the stream actions nothing here uses, and
// written out so the resource list can name each index instead of `index/*`.
const TABLE_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const OBJECT_READ = ['s3:GetObject'];
const OBJECT_WRITE = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];

/**
 * One Lambda function of the application, with the house defaults: Node 22 on arm64, an ESM bundle made
 * by local esbuild (AWS SDK included, native addons beside it: lambda-bundling.ts), its own log group with
 * the stage's retention, active tracing, the resource names in its environment, and a role that holds only
 * what its `Access` record asks for.
 */
export class AppFunction extends Construct {
  readonly fn: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  readonly spec: FunctionSpec;
  readonly deadLetterQueue?: sqs.Queue;
  private readonly resources: FunctionResources;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { spec, resources } = props;
    this.spec = spec;
    this.resources = resources;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // An own role instead of AWSLambdaBasicExecutionRole: log writes only to this function's log group.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Jobmatch ${resources.stageName} function ${spec.name}`,
    });
    this.logGroup.grantWrite(this.role);

    if (props.asyncInvocation) {
      this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
    }

    const functionName = `jobmatch-${resources.stageName}-${spec.name}`;
    if (functionName.length > 64)
      throw new Error(`Function name ${functionName} is longer than 64 characters`);

    this.fn = new lambda.Function(this, 'Function', {
      functionName,
      description: `functions/${spec.entry}.ts`,
      code: functionCode(props.functionsDir, spec.entry),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: spec.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(spec.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      reservedConcurrentExecutions: spec.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: props.asyncInvocation ? ASYNC_RETRY_ATTEMPTS : undefined,
      maxEventAge: props.asyncInvocation ? Duration.hours(6) : undefined,
      environment: {
        [ENV.stage]: resources.stageName,
        [ENV.tableName]: resources.data.table.tableName,
        [ENV.uploadsBucket]: resources.files.bucket('uploads').bucketName,
        [ENV.eventBusName]: resources.bus.eventBusName,
        [ENV.mailFrom]: resources.mail.from,
        [ENV.supportAddress]: resources.mail.support,
        [ENV.mailConfigurationSet]: resources.mail.configurationSet.configurationSetName,
      },
    });

    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the design fixes for every function (bundles target node22; code must also run on the Node 20 used locally). Moving to a newer runtime is a deliberate, tested upgrade.',
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Only the X-Ray statement that active tracing adds (xray:PutTraceSegments, xray:PutTelemetryRecords): X-Ray has no resource-level permissions.',
    });

    this.grantAccess(spec.access);
  }

  /** Turns the function's `Access` record into grants on exactly the resources it names. */
  grantAccess(access: Access): void {
    const { data, files, mail, bus } = this.resources;
    if (access.table) {
      const tableAndIndexes = [data.table.tableArn, ...data.indexArns()];
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: TABLE_READ, resources: tableAndIndexes }),
      );
      if (access.table === 'readwrite') {
        this.role.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: TABLE_WRITE, resources: [data.table.tableArn] }),
        );
      }
    }
    if (access.uploads) {
      const bucket = files.bucket('uploads');
      const objectActions = access.uploads === 'readwrite' ? [...OBJECT_READ, ...OBJECT_WRITE] : OBJECT_READ;
      // ListBucket also answers HeadBucket, and lets a missing object read as 404 rather than 403.
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
      );
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: objectActions, resources: [bucket.arnForObjects('*')] }),
      );
      Validations.of(this.fn).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the design fixes for every function (bundles target node22; code must also run on the Node 20 used locally). Moving to a newer runtime is a deliberate, tested upgrade.',
      });
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagArnRef(this.role, bucket.node.defaultChild)}/*]`,
        reason:
          'Object keys are made by the server per user and upload; the grant covers objects of this one bucket only.',
      });
    }
    if (access.textRecognition) this.grantTextRecognition();
    if (access.mail) {
      mail.grantSend(this.role);
      mail.grantAccountStatus(this.role, this);
    }
    if (access.events) {
      bus.grantPutEventsTo(this.role);
    }
    if (access.siteSettings) {
      this.fn.addEnvironment(ENV.jobsLive, String(this.resources.site.jobsLive));
    }
    if (access.privacySettings) {
      const { grievanceOfficer, inactiveAccountDays } = this.resources.privacy;
      this.fn.addEnvironment(ENV.grievanceOfficer, JSON.stringify(grievanceOfficer));
      this.fn.addEnvironment(ENV.inactiveAccountDays, String(inactiveAccountDays));
    }
    if (access.paymentProvider) this.grantPaymentProvider();
    if (access.seller && this.resources.seller) {
      this.fn.addEnvironment(ENV.seller, JSON.stringify(this.resources.seller));
    }
  }

  /** The provider's public settings in the environment, and read access to its two secrets (ARNs only). */
  private grantPaymentProvider(): void {
    const { payments } = this.resources;
    this.readSecret(ENV.razorpayKeySecretArn, payments.keySecret);
    this.readSecret(ENV.razorpayWebhookSecretArn, payments.webhookSecret);
    this.fn.addEnvironment(ENV.razorpayCheckoutUrl, payments.checkoutUrl);
    if (payments.keyId) this.fn.addEnvironment(ENV.razorpayKeyId, payments.keyId);
    if (payments.apiUrl) this.fn.addEnvironment(ENV.razorpayApiUrl, payments.apiUrl);
  }

  /** Textract's text detection, and the staging prefix where a scan not yet stored is put for it. */
  private grantTextRecognition(): void {
    const bucket = this.resources.files.bucket('uploads');
    this.fn.addEnvironment(ENV.textRecognition, 'textract');
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'textract:DetectDocumentText',
          'textract:StartDocumentTextDetection',
          'textract:GetDocumentTextDetection',
        ],
        resources: ['*'],
      }),
    );
    // Textract reads a document in S3 with the caller's permissions.
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [bucket.arnForObjects(`${OCR_STAGING_PREFIX}*`)],
      }),
    );
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Besides X-Ray: Textract text detection (DetectDocumentText, Start/GetDocumentTextDetection), which has no resource-level permissions; the statement names these three actions only.',
    });
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnRef(this.role, bucket.node.defaultChild)}/${OCR_STAGING_PREFIX}*]`,
      reason:
        'Scans staged for Textract get a fresh random key under this one prefix, which the bucket lifecycle empties daily; nothing else of the bucket is reachable through it.',
    });
  }

  /** Puts a secret's ARN (never its value) in the environment and lets the function read it. */
  readSecret(environmentName: string, secret: secretsmanager.ISecret): void {
    secret.grantRead(this.role);
    this.fn.addEnvironment(environmentName, secret.secretArn);
  }
}
