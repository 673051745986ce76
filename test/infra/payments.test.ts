// Boundary: the payment provider's side of the CDK stack (Razorpay secrets, the paymentProvider grant, the
// site's CSP for the checkout) under a test contract, for the default stage settings and overridden ones.
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionSpec, RouteSpec } from '../../functions/platform/contract';
import { ENV } from '../../functions/platform/resources';
import { ROUTES } from '../../functions/routes';
import type { JobmatchStack } from '../../lib/jobmatch-stack';
import {
  actionsOf,
  flatten,
  identityStatements,
  logicalIdOf,
  nagFindings,
  resourcesOf,
  type Synthesized,
  synthesize,
} from './synth';

// An existing entry keeps the build cheap; what matters here is the wiring, not the code.
const payer: FunctionSpec = {
  name: 'variant-payments',
  entry: 'health/handler',
  access: { table: 'readwrite', paymentProvider: true },
};
const paymentRoutes: RouteSpec[] = [
  { method: 'POST', path: '/variant/create-order', fn: payer, audience: 'approvedEmployer' },
  { method: 'POST', path: '/variant/webhook', fn: payer, audience: 'public' },
];
const keyId = 'rzp_live_AbCdEf12345678';
const seller = {
  legalName: 'Jobmatch Technologies Private Limited',
  address: ['100 Residency Road', 'Bengaluru 560025, Karnataka'],
  stateCode: '29',
  gstin: '29ABCDE1234F1ZW',
};

const PROVIDER_VARIABLES = [
  ENV.razorpayApiUrl,
  ENV.razorpayKeyId,
  ENV.razorpayKeySecret,
  ENV.razorpayKeySecretArn,
  ENV.razorpayWebhookSecret,
  ENV.razorpayWebhookSecretArn,
  ENV.razorpayCheckoutUrl,
];

const functionOf = (template: Template, name: string) =>
  template.toJSON().Resources[
    logicalIdOf(template, 'AWS::Lambda::Function', { FunctionName: `jobmatch-dev-${name}` })
  ];

const secretsReadBy = (template: Template, name: string): string[] => {
  const role = functionOf(template, name).Properties.Role['Fn::GetAtt'][0];
  return identityStatements(template)
    .filter((row) => row.roles.includes(role))
    .filter((row) => actionsOf(row.statement).includes('secretsmanager:GetSecretValue'))
    .flatMap((row) => resourcesOf(row.statement).map(flatten));
};

const cspOf = (template: Template): string[] => {
  const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
  return flatten(
    policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
      .ContentSecurityPolicy,
  ).split('; ');
};

describe('with Razorpay’s own addresses', () => {
  let synth: Synthesized;
  let template: Template;
  let stack: JobmatchStack;

  beforeAll(() => {
    synth = synthesize({
      stage: 'dev',
      overrides: { razorpay: { keyId }, seller },
      contract: { routes: [...ROUTES, ...paymentRoutes] },
    });
    // The stage stack with its event consumers: a function that takes payments may live in either.
    template = synth.whole;
    stack = synth.stack;
  });
  afterAll(() => synth?.dispose());

  it('creates the key secret and the webhook secret under the stage’s names, with no value in the template', () => {
    for (const name of ['jobmatch/dev/razorpay-key-secret', 'jobmatch/dev/razorpay-webhook-secret']) {
      const secrets = template.findResources('AWS::SecretsManager::Secret', { Properties: { Name: name } });
      const [secret] = Object.values(secrets);
      expect(secret, name).toBeDefined();
      expect(secret?.Properties.SecretString, name).toBeUndefined();
      // Disposable in dev, like the stage's other secrets.
      expect(secret?.DeletionPolicy, name).toBe('Delete');
    }
    expect(JSON.stringify(template.toJSON()).match(/resolve:secretsmanager/g)).toHaveLength(1);
  });

  it('tells a paymentProvider function the key id, the checkout script and where both secrets are', () => {
    const variables = functionOf(template, payer.name).Properties.Environment.Variables;
    expect(variables).toMatchObject({
      [ENV.razorpayKeyId]: keyId,
      [ENV.razorpayCheckoutUrl]: 'https://checkout.razorpay.com/v1/checkout.js',
      [ENV.razorpayKeySecretArn]: { Ref: expect.stringMatching(/^PaymentsKeySecret/) },
      [ENV.razorpayWebhookSecretArn]: { Ref: expect.stringMatching(/^PaymentsWebhookSecret/) },
    });
    // The SDK's own host; the secrets' values only ever come from Secrets Manager.
    for (const name of [ENV.razorpayApiUrl, ENV.razorpayKeySecret, ENV.razorpayWebhookSecret])
      expect(variables[name], name).toBeUndefined();
  });

  it("tells the functions that print tax documents the stage's seller, and no other", () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    const told = functions.filter((fn) => fn.Properties.Environment?.Variables?.[ENV.seller] !== undefined);
    const sellers = ROUTES.filter((route) => route.fn.access.seller).map(
      (route) => `jobmatch-dev-${route.fn.name}`,
    );
    expect(told.map((fn) => fn.Properties.FunctionName).sort()).toEqual([...new Set(sellers)].sort());
    for (const fn of told)
      expect(JSON.parse(fn.Properties.Environment.Variables[ENV.seller])).toEqual(seller);
  });

  it('lets only that function read the two secrets', () => {
    const read = secretsReadBy(template, payer.name);
    expect(read).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^<PaymentsKeySecret\w+>$/),
        expect.stringMatching(/^<PaymentsWebhookSecret\w+>$/),
      ]),
    );
    const others = Object.values(template.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.FunctionName as string | undefined)
      .filter((name): name is string => Boolean(name?.startsWith('jobmatch-dev-')))
      .map((name) => name.slice('jobmatch-dev-'.length))
      .filter(
        (name) =>
          name !== payer.name && !ROUTES.some((r) => r.fn.name === name && r.fn.access.paymentProvider),
      );
    expect(others.length).toBeGreaterThan(5);
    for (const name of others) {
      expect(
        secretsReadBy(template, name).filter((arn) => arn.includes('Payments')),
        name,
      ).toEqual([]);
      const variables = functionOf(template, name).Properties.Environment.Variables;
      for (const variable of PROVIDER_VARIABLES)
        expect(variables[variable], `${name} ${variable}`).toBeUndefined();
    }
  });

  it('lets the site load Razorpay’s checkout script, frames and calls, and nothing else new', () => {
    const csp = cspOf(template);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://checkout.razorpay.com https://api.razorpay.com');
    expect(csp.find((directive) => directive.startsWith('connect-src'))).toMatch(
      / https:\/\/checkout\.razorpay\.com https:\/\/api\.razorpay\.com$/,
    );
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('stays clean under cdk-nag AwsSolutions', () => {
    const { errors, warnings } = nagFindings(stack);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('with a stage that points elsewhere', () => {
  let synth: Synthesized;
  let template: Template;

  beforeAll(() => {
    synth = synthesize({
      stage: 'dev',
      overrides: {
        retainData: true,
        razorpay: {
          apiUrl: 'https://razorpay.example.in',
          checkoutUrl: 'https://checkout.example.in/v1/checkout.js',
          keySecretName: 'payments/dev/key',
          webhookSecretName: 'payments/dev/webhook',
        },
      },
      contract: { routes: [...ROUTES, ...paymentRoutes] },
    });
    // The stage stack with its event consumers: a function that takes payments may live in either.
    template = synth.whole;
  });
  afterAll(() => synth?.dispose());

  it('passes the API base and checkout script on, and takes no key id it was not given', () => {
    const variables = functionOf(template, payer.name).Properties.Environment.Variables;
    expect(variables[ENV.razorpayApiUrl]).toBe('https://razorpay.example.in');
    expect(variables[ENV.razorpayCheckoutUrl]).toBe('https://checkout.example.in/v1/checkout.js');
    expect(variables[ENV.razorpayKeyId]).toBeUndefined();
  });

  it('names the secrets as configured and keeps them when the stage keeps its data', () => {
    for (const name of ['payments/dev/key', 'payments/dev/webhook']) {
      template.hasResource('AWS::SecretsManager::Secret', {
        Properties: Match.objectLike({ Name: name }),
        DeletionPolicy: 'Retain',
      });
    }
  });

  it('allows those origins in the CSP instead of Razorpay’s', () => {
    const csp = cspOf(template).join('; ');
    expect(csp).toContain("script-src 'self' https://checkout.example.in;");
    expect(csp).toContain('frame-src https://checkout.example.in https://razorpay.example.in;');
    expect(csp).not.toContain('razorpay.com');
  });
});
