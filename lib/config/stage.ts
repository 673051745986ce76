import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';
import { RETENTION } from '../../shared/privacy/retention';
import { GST_STATES, gstinProblem } from '../../shared/subscriptions/gst';

/**
 * Per-stage settings. The values live in cdk.json under the `stages` context key, so changing an address
 * or a throttle is a data change; this schema decides what a valid stage is before any construct runs.
 */

/** Stage names become part of bucket names (63 characters at most), so they stay short and DNS-safe. */
export const stageNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,11}$/, 'a stage name is 2-12 lowercase letters, digits or hyphens');

const retentionDays = new Set(Object.values(RetentionDays).filter((v): v is number => typeof v === 'number'));

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'a lowercase DNS name');

/** An origin as browsers send it: scheme, host and optional port, nothing after. */
const webOrigin = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'an origin such as https://jobmatch.in (no path)');

/** An https address (the payment provider's API base or its checkout script). */
const httpsUrl = z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[\w./-]*)?$/, 'an https:// address');

const secretName = z.string().regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/);

/** Razorpay's own addresses; a stage names others only to point at a stand-in. */
export const RAZORPAY_DEFAULTS = {
  checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  apiUrl: 'https://api.razorpay.com',
} as const;

/**
 * The payment provider (Razorpay). The key id is public (the browser's checkout is given it); the key
 * secret and the webhook secret live in Secrets Manager under the names below, whose values an operator
 * sets from the Razorpay dashboard.
 */
const razorpay = z
  .object({
    /** The dashboard's key id (rzp_test_... or rzp_live_...). Without it the stage takes no payments. */
    keyId: z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]{14}$/, 'a Razorpay key id such as rzp_live_AbCdEf12345678')
      .optional(),
    /** The REST API's base; unset, the SDK's own (https://api.razorpay.com). */
    apiUrl: httpsUrl.optional(),
    checkoutUrl: httpsUrl.default(RAZORPAY_DEFAULTS.checkoutUrl),
    /** Secrets Manager names; default jobmatch/<stage>/razorpay-key-secret and .../razorpay-webhook-secret. */
    keySecretName: secretName.optional(),
    webhookSecretName: secretName.optional(),
  })
  .strict();

/**
 * Who the stage's tax invoices are from (CGST Rules, rule 46): the legal name, the principal place of
 * business and the GSTIN it is registered under in that state. A stage that takes payments must have it.
 */
const seller = z
  .object({
    legalName: z.string().min(1),
    /** The address as the invoice prints it, line by line. */
    address: z.array(z.string().min(1)).min(1).max(4),
    /** The GST state code of that address (29 is Karnataka). */
    stateCode: z.enum(GST_STATES.map((state) => state.code) as [string, ...string[]]),
    gstin: z.string(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value.gstin, value.stateCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });

/**
 * The stage's privacy settings (DPDP Act 2023 and Rules 2025, ADR 0038): who answers grievances (named on
 * the privacy page and in the grievance desk's mails), and after how many days without use an account is
 * erased (its person is mailed 48 hours before).
 */
const privacy = z
  .object({
    grievanceOfficer: z
      .object({ name: z.string().min(2).max(100), email: z.email() })
      .strict()
      .optional(),
    /** Default three years (shared/privacy/retention.ts RETENTION.defaultInactiveDays, ADR 0038). */
    inactiveAccountDays: z
      .number()
      .int()
      .min(RETENTION.minimumInactiveDays, `at least ${RETENTION.minimumInactiveDays} days`)
      .default(RETENTION.defaultInactiveDays),
  })
  .strict();

const throttle = z
  .object({
    /** Steady-state requests per second. */
    rateLimit: z.number().int().positive(),
    /** Short burst allowance. */
    burstLimit: z.number().int().positive(),
  })
  .strict();

export const stageConfigSchema = z
  .object({
    /** Omit to synthesize an account-agnostic template (the deploying credentials decide). */
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    /** Required: the CloudFront web ACL lives in us-east-1, and a cross-region reference needs both regions. */
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/),
    /** The site's domain: SES verifies it as the sending domain; with `certificateArn` it is the site alias. */
    domain: hostname.optional(),
    /** ACM certificate for `domain`, in us-east-1 as CloudFront requires. */
    certificateArn: z
      .string()
      .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/)
      .optional(),
    /**
     * The API's own name (e.g. api.jobmatch.in) with an ACM certificate in the stage's region. With it,
     * CloudFront reaches the API on this name and the default execute-api endpoint is switched off.
     */
    apiDomain: z
      .object({
        name: hostname,
        certificateArn: z.string().regex(/^arn:aws:acm:[a-z0-9-]+:\d{12}:certificate\/[0-9a-f-]+$/),
      })
      .strict()
      .optional(),
    mail: z
      .object({
        /** The From address of every message (OTP codes, notices). */
        from: z.email(),
        /** Where contact-form messages and support notices go. */
        support: z.email(),
      })
      .strict(),
    /** Origins allowed to PUT/GET presigned upload URLs besides the stage's own site (added automatically). */
    webOrigins: z.array(webOrigin).default([]),
    logRetentionDays: z
      .number()
      .int()
      .refine(
        (days) => retentionDays.has(days),
        'a CloudWatch Logs retention value (1, 3, 5, 7, 14, 30, ...)',
      ),
    /** The whole stage's bucket (default route settings), and tighter ones for the expensive routes. */
    apiThrottling: throttle
      .extend({
        /**
         * Keyed by route key below /api/v1 (`POST /resume/parse`). Each bucket is shared by all clients of
         * the route; per-client limits are the WAF's and the handlers'.
         */
        routes: z.record(z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/), throttle).default({}),
      })
      .strict(),
    /** Requests one address may send to /api/* in five minutes before the WAF answers 429. */
    wafApiRequestsPerIp: z.number().int().min(10).max(2_000_000_000),
    /** Alarm notifications go here when set; the alarms exist either way. */
    alarmEmail: z.email().optional(),
    /** Keep the table, uploads and logs when the stack is deleted. Off only for disposable stages. */
    retainData: z.boolean().default(true),
    /** Whether candidates see the jobs marketplace (true) or the 'Jobs Coming Soon' waitlist (false). */
    jobsLive: z.boolean().default(true),
    /** Secrets Manager name of the token-signing key; defaults to jobmatch/<stage>/auth-signing-key. */
    authSigningKeySecretName: secretName.optional(),
    razorpay: razorpay.default({ checkoutUrl: RAZORPAY_DEFAULTS.checkoutUrl }),
    seller: seller.optional(),
    privacy: privacy.default({ inactiveAccountDays: RETENTION.defaultInactiveDays }),
  })
  .strict()
  .superRefine((config, ctx) => {
    if (config.domain && !config.mail.from.endsWith(`@${config.domain}`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['mail', 'from'],
        message: `the From address must be on the verified domain ${config.domain}`,
      });
    }
    if (config.certificateArn && !config.domain) {
      ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'a certificate needs a domain' });
    }
    // A stage served on its own domain is public: its API must not also answer on execute-api.
    if (config.certificateArn && !config.apiDomain) {
      ctx.addIssue({
        code: 'custom',
        path: ['apiDomain'],
        message: 'a stage served on its domain needs apiDomain, so the execute-api endpoint can be disabled',
      });
    }
    if (config.razorpay.keyId && !config.seller) {
      ctx.addIssue({
        code: 'custom',
        path: ['seller'],
        message: 'a stage that takes payments (razorpay.keyId) needs the seller its tax invoices name',
      });
    }
    const apiCertificateRegion = config.apiDomain?.certificateArn.split(':')[3];
    if (apiCertificateRegion && apiCertificateRegion !== config.region) {
      ctx.addIssue({
        code: 'custom',
        path: ['apiDomain', 'certificateArn'],
        message: `the API certificate must be in the stage's region ${config.region}`,
      });
    }
  });

export type StageSettings = z.output<typeof stageConfigSchema>;

export interface StageConfig extends StageSettings {
  name: string;
  privacy: { grievanceOfficer: { name: string; email: string }; inactiveAccountDays: number };
  authSigningKeySecretName: string;
  razorpay: StageSettings['razorpay'] & { keySecretName: string; webhookSecretName: string };
}

/**
 * Picks one stage out of the `stages` context value and validates it. Errors name the stage and every
 * offending field, so a typo in cdk.json fails the synth with a readable message.
 */
export function loadStageConfig(name: string, stages: unknown): StageConfig {
  const stageName = stageNameSchema.safeParse(name);
  if (!stageName.success)
    throw new Error(`Invalid stage name "${name}": ${stageName.error.issues[0]?.message}`);
  const known = z.record(z.string(), z.unknown()).safeParse(stages);
  if (!known.success) throw new Error('cdk.json context "stages" must be an object of stage settings');
  const raw = known.data[name];
  if (raw === undefined) {
    throw new Error(`Unknown stage "${name}". Known stages: ${Object.keys(known.data).sort().join(', ')}`);
  }
  const parsed = stageConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid settings for stage "${name}":\n  ${problems.join('\n  ')}`);
  }
  return {
    ...parsed.data,
    name,
    authSigningKeySecretName: parsed.data.authSigningKeySecretName ?? `jobmatch/${name}/auth-signing-key`,
    // Unnamed, grievances reach the support desk under the officer's title.
    privacy: {
      ...parsed.data.privacy,
      grievanceOfficer: parsed.data.privacy.grievanceOfficer ?? {
        name: 'Grievance Officer',
        email: parsed.data.mail.support,
      },
    },
    razorpay: {
      ...parsed.data.razorpay,
      keySecretName: parsed.data.razorpay.keySecretName ?? `jobmatch/${name}/razorpay-key-secret`,
      webhookSecretName: parsed.data.razorpay.webhookSecretName ?? `jobmatch/${name}/razorpay-webhook-secret`,
    },
  };
}
