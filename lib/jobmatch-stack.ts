import { CfnOutput, NestedStack, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type {
  BucketId,
  EventRuleSpec,
  FunctionSpec,
  RouteSpec,
  S3TriggerSpec,
  ScheduleSpec,
} from '../functions/platform/contract';
import { type BucketDefinition, ENV, ORIGIN_VERIFY_HEADER } from '../functions/platform/resources';
import { API_BASE_PATH } from '../shared/api/envelope';
import { ApiFeatureStack, apiFeatureOf, apiFeatureStackId } from './api-feature-stack';
import type { StageConfig } from './config/stage';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { AppFunction } from './constructs/app-function';
import { Data, type TableDefinition } from './constructs/data';
import { Events } from './constructs/events';
import { Files } from './constructs/files';
import { Mail } from './constructs/mail';
import { Payments } from './constructs/payments';
import { Web } from './constructs/web';
import { EventConsumersStack } from './event-consumers-stack';
import { pascal } from './names';

/** Environment variable that carries the signing key's secret ARN (never its value) to functions. */
export const SIGNING_KEY_SECRET_ENV = ENV.authSigningKeySecret;

/** The contract tables the stack is built from; bin/app.ts passes the real ones, tests their own. */
export interface AppContract {
  routes: RouteSpec[];
  fallback: FunctionSpec;
  eventRules: EventRuleSpec[];
  s3Triggers: S3TriggerSpec[];
  schedules: ScheduleSpec[];
  table: TableDefinition;
  buckets: Record<BucketId, BucketDefinition>;
}

export interface JobmatchStackProps extends StackProps {
  stage: StageConfig;
  contract: AppContract;
  /** The repository's functions/ folder: function entries are relative to it. */
  functionsDir: string;
  /** The built SPA; deployed only when it exists. */
  webDistDir: string;
  /** The stage's CloudFront web ACL, from its us-east-1 edge stack. */
  webAclArn: string;
}

/** One stage of Jobmatch: every capability construct, wired from the contract tables. */
export class JobmatchStack extends Stack {
  readonly functions = new Map<string, AppFunction>();
  /**
   * The alarms, in a nested stack of their own: four or five per function would push this stack past
   * CloudFormation's 500 resources.
   */
  readonly monitoring: NestedStack;
  /**
   * The functions only events start (rules, S3 notifications), with their rules, queues and permissions:
   * in the stage stack they would leave no room under CloudFormation's 500 resources.
   */
  readonly consumers: EventConsumersStack;
  /**
   * The functions that serve HTTP, with their integrations and routes: one nested stack per feature
   * folder, keyed by the folder (`profile`), made as the route table names them.
   */
  readonly apiFeatures = new Map<string, ApiFeatureStack>();

  constructor(scope: Construct, id: string, props: JobmatchStackProps) {
    super(scope, id, props);
    const { stage, contract } = props;
    const logRetention = stage.logRetentionDays as RetentionDays;

    const data = new Data(this, 'Data', { table: contract.table, retain: stage.retainData });
    const files = new Files(this, 'Files', {
      stageName: stage.name,
      buckets: contract.buckets,
      webOrigins: stage.webOrigins,
      retain: stage.retainData,
      logRetentionDays: stage.logRetentionDays,
    });
    const mail = new Mail(this, 'Mail', {
      stageName: stage.name,
      from: stage.mail.from,
      support: stage.mail.support,
      domain: stage.domain,
    });
    const events = new Events(this, 'Events', { stageName: stage.name });
    const api = new Api(this, 'Api', {
      stageName: stage.name,
      basePath: API_BASE_PATH,
      throttling: stage.apiThrottling,
      customDomain: stage.apiDomain,
      logRetention,
      retainLogs: stage.retainData,
    });

    const payments = new Payments(this, 'Payments', { stage });
    this.consumers = new EventConsumersStack(this, 'EventConsumers', {
      description: `Jobmatch (${stage.name}): event consumers, their rules and dead-letter queues`,
      stageName: stage.name,
      bus: events.bus,
    });

    const signingKey = new secretsmanager.Secret(this, 'AuthSigningKey', {
      secretName: stage.authSigningKeySecretName,
      description: `Jobmatch ${stage.name}: HMAC key that signs access and refresh tokens`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(signingKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the token-signing key invalidates every session at once; it is rotated by a planned operation (new version, verify old and new during the refresh-token lifetime), not on a schedule.',
    });

    const originVerify = new secretsmanager.Secret(this, 'OriginVerify', {
      secretName: `jobmatch/${stage.name}/origin-verify`,
      description: `Jobmatch ${stage.name}: header value CloudFront sends to the API, proving a request came through it`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deployment (a dynamic reference in its origin header); rotating it is a redeploy of the distribution, done as a planned operation, not by a Lambda rotation schedule.',
    });
    // Every HTTP function refuses requests that did not come through CloudFront, so each reads the secret.
    const servesHttp = new Set([...contract.routes.map((route) => route.fn.name), contract.fallback.name]);

    // Functions invoked asynchronously get a dead-letter queue; functions behind signed-in routes may read
    // the signing key. Both are decided from the tables before any function exists.
    const asyncTargets = new Set(
      [...contract.eventRules, ...contract.s3Triggers, ...contract.schedules].map((entry) => entry.fn.name),
    );
    const readsSigningKey = new Set([
      ...[...contract.routes, ...contract.eventRules, ...contract.s3Triggers, ...contract.schedules]
        .filter((entry) => entry.fn.access.signingKey)
        .map((entry) => entry.fn.name),
      // Verifying a bearer token needs the key as well.
      ...contract.routes.filter((route) => route.audience !== 'public').map((route) => route.fn.name),
    ]);

    const apiFeatureFor = (spec: FunctionSpec): ApiFeatureStack => {
      const feature = apiFeatureOf(spec);
      let nested = this.apiFeatures.get(feature);
      if (!nested) {
        nested = new ApiFeatureStack(this, apiFeatureStackId(feature), {
          description: `Jobmatch (${stage.name}): the ${feature} API functions and their routes`,
        });
        this.apiFeatures.set(feature, nested);
      }
      return nested;
    };

    const functionFor = (spec: FunctionSpec): AppFunction => {
      const existing = this.functions.get(spec.name);
      if (existing) {
        if (JSON.stringify(existing.spec) !== JSON.stringify(spec)) {
          throw new Error(`Two different function specs are both named "${spec.name}"`);
        }
        return existing;
      }
      // A function that serves HTTP lives with its feature's routes; one only events start lives with its
      // rules. Both are nested stacks, so a new route, consumer or schedule lands in one without anyone
      // deciding it, and the stage stack does not grow with the features.
      const scope = servesHttp.has(spec.name) ? apiFeatureFor(spec) : this.consumers;
      const fn = new AppFunction(scope, `${pascal(spec.name)}Function`, {
        spec,
        functionsDir: props.functionsDir,
        resources: {
          stageName: stage.name,
          data,
          files,
          mail,
          bus: events.bus,
          site: { jobsLive: stage.jobsLive },
          privacy: stage.privacy,
          payments,
          seller: stage.seller,
        },
        logRetention,
        retainLogs: stage.retainData,
        asyncInvocation: asyncTargets.has(spec.name),
      });
      if (readsSigningKey.has(spec.name)) fn.readSecret(SIGNING_KEY_SECRET_ENV, signingKey);
      if (servesHttp.has(spec.name)) fn.readSecret(ENV.originVerifySecret, originVerify);
      this.functions.set(spec.name, fn);
      return fn;
    };

    for (const route of contract.routes) {
      api.addRoute(route, functionFor(route.fn), apiFeatureFor(route.fn));
    }
    api.setFallback(functionFor(contract.fallback), apiFeatureFor(contract.fallback));
    api.throttleRoutes(stage.apiThrottling.routes);
    for (const rule of contract.eventRules) this.consumers.rules.addRule(rule, functionFor(rule.fn));
    for (const schedule of contract.schedules) {
      this.consumers.rules.addSchedule(schedule, functionFor(schedule.fn));
    }
    for (const trigger of contract.s3Triggers) {
      files.addObjectCreatedTrigger(trigger.bucket, trigger.prefix, functionFor(trigger.fn).fn);
    }

    const web = new Web(this, 'Web', {
      apiDomainName: api.originDomainName,
      webAclArn: props.webAclArn,
      // A CloudFormation dynamic reference: the value is resolved by CloudFormation, never in the template.
      originVerify: { header: ORIGIN_VERIFY_HEADER, value: originVerify.secretValue.unsafeUnwrap() },
      uploadsHost: files.regionalHost('uploads'),
      checkoutOrigins: payments.checkoutOrigins,
      accessLogs: files.accessLogs,
      distDir: props.webDistDir,
      customDomain:
        stage.domain && stage.certificateArn
          ? { name: stage.domain, certificateArn: stage.certificateArn }
          : undefined,
      logRetention,
      jobsLive: stage.jobsLive,
    });
    files.addWebOrigin(web.siteOrigin);
    if (stage.domain && stage.certificateArn) files.addWebOrigin(`https://${stage.domain}`);
    // Mails link to the site. Only event targets are told its origin: an API function depending on the
    // distribution, which depends on the API, would be a cycle.
    const siteOrigin = stage.domain && stage.certificateArn ? `https://${stage.domain}` : web.siteOrigin;
    for (const fn of this.functions.values()) {
      if (!fn.spec.access.siteOrigin) continue;
      if (contract.routes.some((route) => route.fn.name === fn.spec.name)) {
        throw new Error(`${fn.spec.name} serves API routes and cannot be told the site's origin`);
      }
      fn.fn.addEnvironment(ENV.siteOrigin, siteOrigin);
    }
    // Schedules target the function that makes them, so only event targets make them (not API functions).
    for (const fn of this.functions.values()) {
      if (!fn.spec.access.schedules) continue;
      if (servesHttp.has(fn.spec.name)) {
        throw new Error(`${fn.spec.name} serves API routes and cannot make schedules of its own runs`);
      }
      this.consumers.schedules.grantScheduling(fn);
    }
    // Publishers of job pages and the sitemap write beside the SPA; like the origin, only event targets.
    for (const fn of this.functions.values()) {
      if (!fn.spec.access.sitePages) continue;
      if (contract.routes.some((route) => route.fn.name === fn.spec.name)) {
        throw new Error(`${fn.spec.name} serves API routes and cannot publish site pages`);
      }
      web.grantPagePublishing(fn.fn, fn.role);
    }

    this.monitoring = new NestedStack(this, 'Monitoring', {
      description: `Jobmatch (${stage.name}): alarms on the API and every function`,
    });
    new Alarms(this.monitoring, 'Alarms', {
      stageName: stage.name,
      httpApi: api.httpApi,
      functions: [...this.functions.values()],
      email: stage.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: web.siteOrigin });
    new CfnOutput(this, 'ApiEndpoint', {
      value: stage.apiDomain
        ? `https://${stage.apiDomain.name}${API_BASE_PATH}`
        : `${api.httpApi.apiEndpoint}${API_BASE_PATH}`,
    });
    if (api.customDomainTarget) {
      new CfnOutput(this, 'ApiDomainTarget', {
        description: `Point ${stage.apiDomain?.name} here (CNAME) for CloudFront to reach the API`,
        value: api.customDomainTarget,
      });
    }
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: files.bucket('uploads').bucketName });
    new CfnOutput(this, 'EventBusName', { value: events.bus.eventBusName });
    new CfnOutput(this, 'SigningKeySecretArn', { value: signingKey.secretArn });
  }
}
