/**
 * The shapes of the four tables every column reads: the route table, the event rule table, the schedule
 * table and the S3 trigger table. CDK builds functions, routes, rules and notifications from them; the
 * local stack routes, dispatches, runs and delivers from them; the authorization test is generated from them. Data only: nothing
 * here may import a handler, so a Lambda bundle can read its own route entry cheaply.
 */

/**
 * Who may call a route. Enforced in handler middleware, never only in AWS configuration. An approved
 * employer's audience admits admins too; `candidateOrApprovedEmployer` is both sides of one call (a
 * candidate withdraws an application where an employer moves it).
 */
export type Audience =
  | 'public'
  | 'authenticated'
  | 'candidate'
  | 'employer'
  | 'approvedEmployer'
  | 'candidateOrApprovedEmployer'
  | 'admin';

/** What a function may touch. CDK turns this into least-privilege grants. */
export interface Access {
  table?: 'read' | 'readwrite';
  uploads?: 'read' | 'readwrite';
  mail?: boolean;
  events?: boolean;
  /**
   * Reads scanned resumes with Amazon Textract, staging a scan under the uploads bucket's OCR prefix when
   * it is not stored yet. Without it (and locally) a scan reads as a document without text.
   */
  textRecognition?: boolean;
  /** Reads the secret that signs and verifies tokens and keys one-time codes. */
  signingKey?: boolean;
  /** Is told the stage's public site settings (jobsLive) in its environment. */
  siteSettings?: boolean;
  /** Is told the stage's privacy settings: the grievance officer and the inactive-account retention period. */
  privacySettings?: boolean;
  /**
   * Is told the site's origin (links in mails). Only for functions no API route calls: the origin is the
   * CloudFront distribution's, which itself depends on the API.
   */
  siteOrigin?: boolean;
  /**
   * Publishes pages into the site bucket beside the SPA (job pages and the sitemap, ADR 0014) and reads
   * the SPA shell there. Like `siteOrigin`, only for functions no API route calls.
   */
  sitePages?: boolean;
  /**
   * Talks to the payment provider (Razorpay): is told its key id, API base and checkout script URL, and
   * reads the key secret and the webhook secret from Secrets Manager (locally: from its environment).
   */
  paymentProvider?: boolean;
  /** Is told the seller's GST registration (the stage's `seller`), which tax invoices and receipts print. */
  seller?: boolean;
  /**
   * Makes, replaces and deletes one-shot EventBridge Scheduler schedules that invoke this same function
   * later (platform/one-shot-schedules.ts): in the stage's schedule group, through the stage's scheduler
   * role. Only for functions no API route calls (the target is the function's own ARN).
   */
  schedules?: boolean;
}

/** Native addons a function may load; CDK ships each beside the bundle (lib/constructs/lambda-bundling.ts). */
export type NativeModule = 'argon2';

/** One Lambda function: its module under functions/ (exporting `handler`) and what it may touch. */
export interface FunctionSpec {
  /** Short, stable, kebab-case: becomes part of the function's logical id. */
  name: string;
  /** Module path relative to functions/, without extension; it must export `handler`. */
  entry: string;
  access: Access;
  timeoutSeconds?: number;
  memoryMb?: number;
  /**
   * Concurrent executions set aside for (and capped at) this function in AWS: a slow function cannot take
   * the account's concurrency from every other one, and is itself never starved.
   */
  reservedConcurrency?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-client request budgets. `key` says what a budget is counted against. */
export const RATE_LIMITS = {
  contact: { limit: 5, windowSeconds: 15 * 60, key: 'ip' },
  codeSend: { limit: 20, windowSeconds: 60 * 60, key: 'ip' },
  codeSendPerAccount: { limit: 5, windowSeconds: 60 * 60, key: 'account' },
  codeVerify: { limit: 30, windowSeconds: 10 * 60, key: 'ip' },
  signIn: { limit: 20, windowSeconds: 15 * 60, key: 'ip' },
  signInPerAccount: { limit: 10, windowSeconds: 15 * 60, key: 'account' },
  register: { limit: 10, windowSeconds: 60 * 60, key: 'ip' },
  refresh: { limit: 60, windowSeconds: 15 * 60, key: 'ip' },
  passwordReset: { limit: 10, windowSeconds: 60 * 60, key: 'ip' },
  // Each ticket admits a file up to its kind's size: a cap on tickets is a cap on bytes stored per hour.
  uploadUrl: { limit: 30, windowSeconds: 60 * 60, key: 'account' },
  // A parse is seconds of CPU: a person re-parses a few times, a script from one account cannot hog the parser.
  resumeParse: { limit: 20, windowSeconds: 60 * 60, key: 'account' },
  // Each order is opened at the payment provider: a person places a few, a script cannot fill its books.
  paymentOrder: { limit: 20, windowSeconds: 60 * 60, key: 'account' },
  // A mailed link (a job's reconfirmation, an unsubscribe) is a signed credential: a person follows one or
  // two, a script cannot try many.
  mailLink: { limit: 30, windowSeconds: 10 * 60, key: 'ip' },
  // A guest's job alert mails a confirmation to the address given: a person subscribes a few searches, a
  // script cannot make the product mail strangers.
  guestAlert: { limit: 10, windowSeconds: 60 * 60, key: 'ip' },
  // A data export reads everything an account holds: a person asks now and then, a script cannot loop it.
  dataExport: { limit: 5, windowSeconds: 60 * 60, key: 'account' },
  // A signed-out privacy request mails its address a confirmation link: a few a person, never a mail flood.
  privacyRequest: { limit: 5, windowSeconds: 60 * 60, key: 'ip' },
  // ...and a few a day to one address, whatever the sender's addresses: nobody's mailbox is flooded with them.
  privacyRequestPerAddress: { limit: 3, windowSeconds: 24 * 60 * 60, key: 'account' },
} as const satisfies Record<string, { limit: number; windowSeconds: number; key: 'ip' | 'account' }>;
export type RateLimitClass = keyof typeof RATE_LIMITS;

export interface RouteSpec {
  method: HttpMethod;
  /** Path below /api/v1 in API Gateway syntax, e.g. /profile/education/{id}. */
  path: string;
  fn: FunctionSpec;
  audience: Audience;
  rateLimit?: RateLimitClass;
}

/** An EventBridge rule: events of this source and detail-type go to this function. */
export interface EventRuleSpec {
  name: string;
  source: string;
  detailType: string;
  /**
   * Further detail types the same rule sends to the same function: one rule and one invoke permission
   * instead of two of each, when a function already takes a feature's small side events (ADR 0002).
   */
  alsoDetailTypes?: string[];
  fn: FunctionSpec;
  /**
   * Hold each event this long before the function sees it (at most 900: SQS's longest delivery delay). In
   * AWS the rule's target is then a queue with this delivery delay, which the function reads; locally the
   * bus holds the event as long (ADR 0023). For consumers that must let a change settle first.
   */
  delaySeconds?: number;
}

/** Every detail type a rule matches. */
export const detailTypesOf = (rule: EventRuleSpec): string[] => [
  rule.detailType,
  ...(rule.alsoDetailTypes ?? []),
];

/**
 * A function run on a schedule: in AWS a scheduled EventBridge rule (on the account's default bus) in the
 * event consumers' stack; locally the stack runs it at start-up and then every few minutes. Its handler
 * must be safe to run at any time and more than once (each run claims what it does).
 */
export interface ScheduleSpec {
  name: string;
  /** An EventBridge schedule expression, in UTC: `cron(m h dom mon dow year)` or `rate(n unit)`. */
  schedule: string;
  fn: FunctionSpec;
}

/** An S3 ObjectCreated notification: objects created under this prefix go to this function. */
export interface S3TriggerSpec {
  name: string;
  bucket: BucketId;
  prefix: string;
  fn: FunctionSpec;
}

export type BucketId = 'uploads';

export function routeKey(route: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
