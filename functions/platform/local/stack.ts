import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EVENT_RULES, FALLBACK_FUNCTION, OFF_THREAD_FUNCTIONS, ROUTES, S3_TRIGGERS } from '../../routes';
import type { BucketId, EventRuleSpec, FunctionSpec, RouteSpec, S3TriggerSpec } from '../contract';
import { ENV } from '../resources';
import { startApiHost } from './api-host';
import { ensureBuckets, ensureTable } from './bootstrap';
import { type RunningService, startDynamoDb } from './dynamodb';
import { startEventBus } from './event-bus';
import { stackHandlers } from './load-handler';
import { startMail } from './mail';
import { localRazorpayEnvironment, RAZORPAY_WEBHOOK_PATH, startRazorpay } from './razorpay';
import { startS3 } from './s3';
import { s3TriggerDispatcher } from './s3-triggers';
import { SAMPLE_SELLER } from './sample-seller';
import { startScheduler } from './scheduler';
import { deployLocalSite } from './site-bucket';

export interface LocalPorts {
  api: number;
  mail: number;
  dynamo: number;
  s3: number;
  events: number;
  /** The Razorpay stand-in (its API, checkout script and page). */
  razorpay: number;
}

export interface LocalStackOptions {
  ports: LocalPorts;
  /** Where data survives restarts; omitted, everything lives in memory or a temporary folder. */
  dataDir?: string;
  /** Origins allowed to POST and GET bucket objects from a browser. */
  webOrigins: string[];
  /**
   * The SPA shell published pages are poured into: the built index.html when the web host serves a build,
   * so those pages load the built app; the source one (the dev server's) by default.
   */
  siteShell?: string;
  routes?: RouteSpec[];
  eventRules?: EventRuleSpec[];
  s3Triggers?: S3TriggerSpec[];
  fallback?: FunctionSpec;
  /** Functions whose work is CPU-bound, run on a worker thread; by default the resume parsers. */
  offThread?: FunctionSpec[];
  /** How long the bus holds delayed rules' events (EventBusOptions.delaySeconds); by default their own delay. */
  eventDelaySeconds?: number | null;
}

/**
 * Set to 'true' by test stacks only (Vitest's and Playwright's): the API host then passes on a client's
 * own CloudFront-Viewer-Address, which tests use to get rate-limit budgets of their own. Otherwise the
 * host writes the connection's address, as CloudFront does, and no client chooses who it is.
 */
export const TRUST_VIEWER_ADDRESS_ENV = 'LOCAL_TRUST_VIEWER_ADDRESS';

export interface LocalStack {
  apiUrl: string;
  mailViewerUrl: string;
  mailStoreUrl: string;
  /** The Razorpay stand-in's checkout script, as the browser loads it. */
  razorpayCheckoutUrl: string;
  env: Record<string, string>;
  /** Waits until every event and S3 notification under way has been handled. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export const LOCAL_NAMES = {
  table: 'jobmatch-local',
  bus: 'jobmatch-local',
  buckets: { uploads: 'jobmatch-local-uploads' } satisfies Record<BucketId, string>,
  /** The SPA's bucket in AWS; locally it holds what the web host serves besides the app (ADR 0014). */
  siteBucket: 'jobmatch-local-site',
  scheduleGroup: 'jobmatch-local',
};

/** The functions of these tables that make one-shot schedules of their own runs (Access.schedules). */
function schedulingFunctions(entries: { fn: FunctionSpec }[]): FunctionSpec[] {
  const byName = new Map(entries.filter(({ fn }) => fn.access.schedules).map(({ fn }) => [fn.name, fn]));
  return [...byName.values()];
}

/**
 * The local token-signing secret: kept beside the data so sessions survive a restart, made afresh for
 * in-memory runs. In AWS it lives in Secrets Manager.
 */
function localSigningKey(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('base64');
  const file = path.join(dataDir, 'auth-signing-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The environment handler code reads, pointing the AWS SDK at the stand-ins. */
function handlerEnvironment(
  ports: LocalPorts,
  dataDir: string | undefined,
  webOrigins: string[],
): Record<string, string> {
  return {
    [ENV.authSigningKey]: localSigningKey(dataDir),
    [ENV.originVerify]: randomBytes(24).toString('base64url'),
    [ENV.stage]: 'local',
    [ENV.tableName]: LOCAL_NAMES.table,
    [ENV.uploadsBucket]: LOCAL_NAMES.buckets.uploads,
    [ENV.siteBucket]: LOCAL_NAMES.siteBucket,
    [ENV.eventBusName]: LOCAL_NAMES.bus,
    [ENV.mailFrom]: 'Jobmatch <no-reply@jobmatch.in>',
    [ENV.supportAddress]: 'support@jobmatch.in',
    [ENV.grievanceOfficer]: JSON.stringify({ name: 'Nandini Rao', email: 'grievance@jobmatch.in' }),
    [ENV.inactiveAccountDays]: String(3 * 365),
    [ENV.s3ForcePathStyle]: 'true',
    // Links in mails open the web app the stack serves (its first origin).
    [ENV.siteOrigin]: webOrigins[0] ?? 'http://localhost:5173',
    // The marketplace is live locally unless `JOBS_LIVE=false npm start` asks for the waitlist.
    [ENV.jobsLive]: process.env.JOBS_LIVE === 'false' ? 'false' : 'true',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamo}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.mail}`,
    AWS_ENDPOINT_URL_EVENTBRIDGE: `http://127.0.0.1:${ports.events}`,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    // The payment provider is the local stand-in, with its fixed test keys.
    ...localRazorpayEnvironment(ports.razorpay),
    [ENV.seller]: JSON.stringify(SAMPLE_SELLER),
  };
}

/**
 * Brings up the local column of the design: DynamoDB Local, s3rver, the SES stand-in, the event bus and
 * the API host, with the table and buckets created from the shared definitions. Handlers run in this
 * process, so the environment they read is set here.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const started: RunningService[] = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
    started.length = 0;
  };

  const track = <T extends RunningService>(service: T): T => {
    started.push(service);
    return service;
  };
  const allOrStopped = async <T extends readonly Promise<RunningService>[]>(
    starting: T,
  ): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
    const settled = await Promise.allSettled(starting);
    for (const result of settled) if (result.status === 'fulfilled') track(result.value);
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return settled.map((result) => (result as PromiseFulfilledResult<RunningService>).value) as never;
  };

  try {
    const env = handlerEnvironment(options.ports, options.dataDir, options.webOrigins);
    Object.assign(process.env, env);

    const handlers = stackHandlers(options.offThread ?? OFF_THREAD_FUNCTIONS);
    track({ endpoint: 'worker threads', stop: handlers.stop });
    const triggers = s3TriggerDispatcher(
      options.s3Triggers ?? S3_TRIGGERS,
      LOCAL_NAMES.buckets,
      handlers.load,
    );
    // Wait for all of them even when one fails, so none is left running unstopped.
    const [dynamo, s3, mail, razorpay] = await allOrStopped([
      startDynamoDb({
        port: options.ports.dynamo,
        dataDir: options.dataDir && path.join(options.dataDir, 'dynamodb'),
      }),
      startS3({
        port: options.ports.s3,
        dataDir: options.dataDir && path.join(options.dataDir, 's3'),
        onEvent: triggers.dispatch,
      }),
      startMail({ port: options.ports.mail }),
      // Payments are reported to the API host's webhook route, as Razorpay reports them to the API.
      startRazorpay({
        port: options.ports.razorpay,
        webhookUrl: `http://127.0.0.1:${options.ports.api}${RAZORPAY_WEBHOOK_PATH}`,
      }),
    ] as const);

    await ensureTable(dynamo.endpoint, LOCAL_NAMES.table);
    await ensureBuckets(s3.endpoint, LOCAL_NAMES.buckets, options.webOrigins);
    await deployLocalSite(
      s3.endpoint,
      LOCAL_NAMES.siteBucket,
      env[ENV.siteOrigin] as string,
      options.siteShell,
    );

    // Functions that schedule their own later runs (Access.schedules) are the Scheduler's targets.
    const scheduler = track(
      await startScheduler({
        port: 0,
        targets: schedulingFunctions([...(options.eventRules ?? EVENT_RULES), ...(options.routes ?? ROUTES)]),
        dataFile: options.dataDir && path.join(options.dataDir, 'schedules.json'),
        load: handlers.load,
      }),
    );
    const schedulerEnv = {
      [ENV.scheduleGroup]: LOCAL_NAMES.scheduleGroup,
      [ENV.schedulerRoleArn]: `arn:aws:iam::000000000000:role/${LOCAL_NAMES.scheduleGroup}-scheduler`,
      AWS_ENDPOINT_URL_SCHEDULER: scheduler.endpoint,
    };
    Object.assign(env, schedulerEnv);
    Object.assign(process.env, schedulerEnv);

    const bus = track(
      await startEventBus({
        port: options.ports.events,
        busName: LOCAL_NAMES.bus,
        rules: options.eventRules ?? EVENT_RULES,
        load: handlers.load,
        delaySeconds: options.eventDelaySeconds,
      }),
    );
    const api = track(
      await startApiHost({
        port: options.ports.api,
        routes: options.routes ?? ROUTES,
        fallback: options.fallback ?? FALLBACK_FUNCTION,
        load: handlers.load,
        trustViewerAddress: process.env[TRUST_VIEWER_ADDRESS_ENV] === 'true',
      }),
    );

    return {
      apiUrl: api.endpoint,
      mailViewerUrl: mail.viewerUrl,
      mailStoreUrl: `${mail.endpoint}/store`,
      razorpayCheckoutUrl: razorpay.checkoutUrl,
      env,
      async idle() {
        await Promise.all([bus.idle(), triggers.idle(), scheduler.idle()]);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
