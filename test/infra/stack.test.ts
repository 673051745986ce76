// Boundary: the dev-stage CDK stack synthesized from the real contract tables (CloudFormation template + cdk-nag).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailTypesOf, type FunctionSpec } from '../../functions/platform/contract';
import { BUCKETS, ORIGIN_VERIFY_HEADER, TABLE } from '../../functions/platform/resources';
import { EVENT_RULES, FALLBACK_FUNCTION, ROUTES, S3_TRIGGERS, SCHEDULES } from '../../functions/routes';
import { apiFeatureOf } from '../../lib/api-feature-stack';
import { NATIVE_MODULES } from '../../lib/constructs/lambda-bundling';
import type { JobmatchStack } from '../../lib/jobmatch-stack';
import { pascal } from '../../lib/names';
import { API_BASE_PATH } from '../../shared/api/envelope';
import {
  ACTIONS_WITHOUT_RESOURCES,
  acknowledgements,
  actionsOf,
  actionsOnAnyResource,
  flatten,
  functionStacks,
  identityStatements,
  logicalIdOf,
  nagFindings,
  nestedStackHolding,
  nestedTemplate,
  RESOURCE_HEADROOM_CAP,
  resourceCounts,
  resourcesOf,
  STAGE_STACK_CAP,
  type Synthesized,
  synthesize,
} from './synth';

let synth: Synthesized;
/** The stage stack's own template. */
let template: Template;
/** The event consumers' nested stack (rules, their functions, queues and permissions). */
let consumers: Template;
/** Both as one, for assertions over every function wherever it lives. */
let whole: Template;
let stack: JobmatchStack;

// Bundling every function takes minutes while the integration tests share the two cores; with the AWS SDK
// inside each bundle (ADR 0004) a loaded machine took 9 of the 10 minutes this was.
const BUNDLED_SYNTH_TIMEOUT_MS = 900_000;

beforeAll(() => {
  // Real bundling here (and nowhere else in the infra tests): every entry must build with local esbuild.
  synth = synthesize({ stage: 'dev', bundle: true });
  template = synth.template;
  consumers = synth.consumers;
  whole = synth.whole;
  stack = synth.stack;
}, BUNDLED_SYNTH_TIMEOUT_MS);

afterAll(() => synth?.dispose());

const distinctSpecs = (): FunctionSpec[] => {
  const byName = new Map<string, FunctionSpec>();
  for (const spec of [
    ...ROUTES.map((r) => r.fn),
    FALLBACK_FUNCTION,
    ...EVENT_RULES.map((r) => r.fn),
    ...S3_TRIGGERS.map((t) => t.fn),
    ...SCHEDULES.map((s) => s.fn),
  ]) {
    byName.set(spec.name, spec);
  }
  return [...byName.values()];
};

const appFunctions = () =>
  whole.findResources('AWS::Lambda::Function', {
    Properties: { FunctionName: Match.stringLikeRegexp('^jobmatch-dev-') },
  });

const functionIdFor = (name: string) =>
  logicalIdOf(whole, 'AWS::Lambda::Function', { FunctionName: `jobmatch-dev-${name}` });

const roleIdFor = (name: string): string => {
  const fn = appFunctions()[functionIdFor(name)];
  return fn?.Properties.Role['Fn::GetAtt'][0];
};

describe('data', () => {
  it('is one table keyed and indexed as the table definition says', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('is disposable in dev', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete', UpdateReplacePolicy: 'Delete' });
  });
});

describe('files', () => {
  it('blocks public access, encrypts and logs access on every bucket', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(Object.keys(BUCKETS).length + 2); // + access logs + site
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toMatchObject({
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' },
      });
    }
  });

  it('refuses plain-HTTP requests to every bucket', () => {
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(Object.keys(template.findResources('AWS::S3::Bucket')).length);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('gives the uploads bucket the definition CORS, with the configured and site origins', () => {
    const uploads = BUCKETS.uploads;
    const bucket = Object.values(
      template.findResources('AWS::S3::Bucket', {
        Properties: { BucketName: Match.objectLike({ 'Fn::Join': Match.anyValue() }) },
      }),
    )[0];
    const rule = bucket?.Properties.CorsConfiguration.CorsRules[0];
    expect(rule).toMatchObject({
      AllowedMethods: uploads.cors.allowedMethods,
      AllowedHeaders: uploads.cors.allowedHeaders,
      ExposedHeaders: uploads.cors.exposedHeaders,
      MaxAge: uploads.cors.maxAgeSeconds,
    });
    const origins = rule.AllowedOrigins.map(flatten);
    expect(origins).toEqual([
      ...synth.stage.webOrigins,
      expect.stringMatching(/^https:\/\/<WebDistribution\w+\.DomainName>$/),
    ]);
  });

  it('expires unconfirmed uploads and aborts incomplete multipart uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.anyValue(),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          ...BUCKETS.uploads.expireUnder.map((rule) =>
            Match.objectLike({ Prefix: rule.prefix, ExpirationInDays: rule.days, Status: 'Enabled' }),
          ),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('sends ObjectCreated of each trigger prefix to its function', () => {
    template.resourceCountIs('Custom::S3BucketNotifications', 1);
    const [notifications] = Object.values(template.findResources('Custom::S3BucketNotifications'));
    const configurations =
      notifications?.Properties.NotificationConfiguration.LambdaFunctionConfigurations ?? [];
    expect(configurations).toHaveLength(S3_TRIGGERS.length);
    for (const trigger of S3_TRIGGERS) {
      expect(configurations).toContainEqual(
        expect.objectContaining({
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: trigger.prefix }] } },
        }),
      );
    }
  });
});

describe('functions', () => {
  it('creates one Node 22 arm64 function per distinct function spec', () => {
    const specs = distinctSpecs();
    const functions = appFunctions();
    expect(Object.keys(functions)).toHaveLength(specs.length);
    for (const spec of specs) {
      const fn = functions[functionIdFor(spec.name)];
      expect(fn?.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: expect.any(String) } },
        Description: `functions/${spec.entry}.ts`,
      });
    }
  });

  it('tells every function where its resources are, by name only', () => {
    // Functions that sign or verify tokens are told where the key is; no others.
    const signingKeyReaders = new Set(
      [
        ...distinctSpecs().filter((spec) => spec.access.signingKey),
        ...ROUTES.filter((route) => route.audience !== 'public').map((route) => route.fn),
      ].map((spec) => `jobmatch-dev-${spec.name}`),
    );
    // Every HTTP function (the fallback too) learns where the origin-verify secret is; no others.
    const originVerifyReaders = new Set(
      [...ROUTES.map((route) => route.fn), FALLBACK_FUNCTION].map((spec) => `jobmatch-dev-${spec.name}`),
    );
    // Functions that serve the site settings are told the stage's jobsLive; no others.
    const siteSettingsReaders = new Set(
      distinctSpecs()
        .filter((spec) => spec.access.siteSettings)
        .map((spec) => `jobmatch-dev-${spec.name}`),
    );
    expect(siteSettingsReaders.size).toBeGreaterThan(0);
    const textReaders = new Set(
      distinctSpecs()
        .filter((spec) => spec.access.textRecognition)
        .map((spec) => `jobmatch-dev-${spec.name}`),
    );
    expect(textReaders.size).toBeGreaterThan(0);
    // Functions that write links in mails are told the site's origin (event targets only); no others.
    const siteOriginReaders = new Set(
      distinctSpecs()
        .filter((spec) => spec.access.siteOrigin)
        .map((spec) => `jobmatch-dev-${spec.name}`),
    );
    expect(siteOriginReaders.size).toBeGreaterThan(0);
    const sitePublishers = new Set(
      distinctSpecs()
        .filter((spec) => spec.access.sitePages)
        .map((spec) => `jobmatch-dev-${spec.name}`),
    );
    // Functions that take payments learn the provider's settings and where its two secrets are.
    const paymentTakers = new Set(
      distinctSpecs()
        .filter((spec) => spec.access.paymentProvider)
        .map((spec) => `jobmatch-dev-${spec.name}`),
    );
    // Functions that schedule their own later runs learn the group, the role and their dead letters.
    const schedulers = new Set(
      distinctSpecs()
        .filter((spec) => spec.access.schedules)
        .map((spec) => `jobmatch-dev-${spec.name}`),
    );
    // Functions told the stage's privacy settings: the grievance officer and the retention period (ADR 0038).
    const privacyReaders = new Set(
      distinctSpecs()
        .filter((spec) => spec.access.privacySettings)
        .map((spec) => `jobmatch-dev-${spec.name}`),
    );
    const provider = synth.stage.razorpay;
    for (const fn of Object.values(appFunctions())) {
      const variables = fn.Properties.Environment.Variables;
      const readsKey = signingKeyReaders.has(fn.Properties.FunctionName);
      const readsScans = textReaders.has(fn.Properties.FunctionName);
      expect(Object.keys(variables).sort()).toEqual(
        [
          ...(readsKey ? ['AUTH_SIGNING_KEY_SECRET_ARN'] : []),
          ...(readsScans ? ['TEXT_RECOGNITION'] : []),
          ...(siteSettingsReaders.has(fn.Properties.FunctionName) ? ['JOBS_LIVE'] : []),
          ...(originVerifyReaders.has(fn.Properties.FunctionName) ? ['ORIGIN_VERIFY_SECRET_ARN'] : []),
          ...(siteOriginReaders.has(fn.Properties.FunctionName) ? ['SITE_ORIGIN'] : []),
          ...(sitePublishers.has(fn.Properties.FunctionName) ? ['SITE_BUCKET'] : []),
          ...(privacyReaders.has(fn.Properties.FunctionName)
            ? ['GRIEVANCE_OFFICER', 'INACTIVE_ACCOUNT_DAYS']
            : []),
          ...(schedulers.has(fn.Properties.FunctionName)
            ? ['SCHEDULE_DEAD_LETTERS_ARN', 'SCHEDULE_GROUP', 'SCHEDULER_ROLE_ARN']
            : []),
          ...(paymentTakers.has(fn.Properties.FunctionName)
            ? [
                'RAZORPAY_CHECKOUT_URL',
                'RAZORPAY_KEY_SECRET_ARN',
                'RAZORPAY_WEBHOOK_SECRET_ARN',
                ...(provider.keyId ? ['RAZORPAY_KEY_ID'] : []),
                ...(provider.apiUrl ? ['RAZORPAY_API_URL'] : []),
              ]
            : []),
          'EVENT_BUS_NAME',
          'MAIL_CONFIGURATION_SET',
          'MAIL_FROM',
          'STAGE',
          'SUPPORT_ADDRESS',
          'TABLE_NAME',
          'UPLOADS_BUCKET',
        ].sort(),
      );
      if (siteSettingsReaders.has(fn.Properties.FunctionName)) expect(variables.JOBS_LIVE).toBe('true');
      if (privacyReaders.has(fn.Properties.FunctionName)) {
        expect(JSON.parse(variables.GRIEVANCE_OFFICER)).toEqual(synth.stage.privacy.grievanceOfficer);
        expect(variables.INACTIVE_ACCOUNT_DAYS).toBe(String(synth.stage.privacy.inactiveAccountDays));
      }
      if (siteOriginReaders.has(fn.Properties.FunctionName)) {
        expect(JSON.stringify(variables.SITE_ORIGIN)).toMatch(/DistributionDomainName|https:\/\//);
      }
      expect(variables).toMatchObject({
        STAGE: 'dev',
        MAIL_FROM: synth.stage.mail.from,
        SUPPORT_ADDRESS: synth.stage.mail.support,
      });
    }
  });

  // ADR 0004: what each zip holds decides the cold start.
  describe('bundles', () => {
    /** A function's zip: its files, and all its code (the entry and the chunks its routes load). */
    const bundleOf = (name: string) => {
      const fn = appFunctions()[functionIdFor(name)];
      const key = String(fn?.Properties.Code.S3Key);
      const dir = path.join(synth.app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
      const files = readdirSync(dir, { recursive: true }).map(String).sort();
      const code = files
        .filter((file) => file.endsWith('.mjs') && !file.startsWith('node_modules'))
        .map((file) => readFileSync(path.join(dir, file), 'utf8'))
        .join('\n');
      return { files, code };
    };

    it('carry the AWS SDK inside and a source map beside them that nothing loads at init', () => {
      for (const spec of distinctSpecs()) {
        const { files, code } = bundleOf(spec.name);
        expect(code, spec.name).not.toMatch(/(?:from|import\()\s*"@aws-sdk\//);
        expect(code, spec.name).not.toContain('sourceMappingURL');
        expect(files, spec.name).toContain('index.mjs.map');
      }
    });

    it('ship the linux-arm64 argon2 binary with every function that imports argon2, and no other build of it', () => {
      const argon2 = NATIVE_MODULES.argon2;
      const importers: string[] = [];
      for (const spec of distinctSpecs()) {
        const { files, code } = bundleOf(spec.name);
        const imports = /(?:from|import\()\s*"argon2"/.test(code);
        if (imports) importers.push(spec.name);
        if (!imports) continue;
        for (const file of argon2.files) expect(files, spec.name).toContain(path.join('node_modules', file));
        const binaries = files.filter((file) => file.endsWith('.node'));
        expect(binaries, spec.name).toEqual([path.join('node_modules', argon2.lambdaBinary)]);
        expect(
          files.some((file) => file.startsWith(path.join('node_modules', 'argon2', 'build'))),
          spec.name,
        ).toBe(false);
      }
      expect(importers).toEqual(['accounts-api']);
    });

    it('take AWS credentials from the environment only, without the rest of the default chain', () => {
      for (const spec of distinctSpecs()) {
        const { code } = bundleOf(spec.name);
        expect(code, spec.name).toContain('AWS_SECRET_ACCESS_KEY');
        expect(code, spec.name).not.toContain('defaultProvider::fromIni');
      }
    });

    it("carry only the DynamoDB commands the DocumentClient wraps, not the client's other 40-odd", () => {
      for (const spec of distinctSpecs()) {
        const { code } = bundleOf(spec.name);
        expect(code, spec.name).not.toContain('CreateBackup');
        expect(code, spec.name).not.toContain('ListTables');
      }
      expect(bundleOf('jobs-api').code).toContain('TransactWriteItems');
    });

    it('leave ElectroDB out of the functions that touch no entity (health, the fallback, job search, the site)', () => {
      // Job search and the site only check who calls: the route guard reads the account without ElectroDB.
      for (const name of ['health', 'fallback', 'job-search-api', 'site-api'])
        expect(bundleOf(name).code, name).not.toContain('electrodb.dev');
      expect(bundleOf('accounts-api').code).toContain('electrodb.dev');
    });
  });

  it('reserves concurrency for the functions whose spec asks (the resume parsers), and caps them there', () => {
    const reserved = Object.fromEntries(
      distinctSpecs()
        .filter((spec) => spec.reservedConcurrency)
        .map((spec) => [`jobmatch-dev-${spec.name}`, spec.reservedConcurrency]),
    );
    expect(Object.keys(reserved).sort()).toEqual([
      'jobmatch-dev-resume-parse',
      'jobmatch-dev-resume-parse-on-upload',
    ]);
    for (const fn of Object.values(appFunctions())) {
      expect(fn.Properties.ReservedConcurrentExecutions, fn.Properties.FunctionName).toBe(
        reserved[fn.Properties.FunctionName],
      );
    }
  });

  it('keeps each function log group for the stage retention', () => {
    for (const fn of Object.values(appFunctions())) {
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref;
      expect(whole.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(
        synth.stage.logRetentionDays,
      );
    }
  });

  it('grants each function what its Access record names, and no more', () => {
    const statements = identityStatements(whole);
    for (const spec of distinctSpecs()) {
      const role = roleIdFor(spec.name);
      const actions = statements
        .filter((row) => row.roles.includes(role))
        .flatMap((row) => actionsOf(row.statement));
      const has = (action: string) => actions.includes(action);
      expect(has('dynamodb:GetItem'), `${spec.name} table read`).toBe(Boolean(spec.access.table));
      expect(has('dynamodb:PutItem'), `${spec.name} table write`).toBe(spec.access.table === 'readwrite');
      // Text recognition reads and writes its own staging prefix (checked below), nothing else of the bucket.
      expect(has('s3:GetObject'), `${spec.name} uploads read`).toBe(
        Boolean(spec.access.uploads || spec.access.textRecognition || spec.access.sitePages),
      );
      expect(has('s3:PutObject'), `${spec.name} uploads write`).toBe(
        spec.access.uploads === 'readwrite' ||
          Boolean(spec.access.textRecognition) ||
          Boolean(spec.access.sitePages),
      );
      expect(has('textract:DetectDocumentText'), `${spec.name} text recognition`).toBe(
        Boolean(spec.access.textRecognition),
      );
      expect(has('ses:SendEmail'), `${spec.name} mail`).toBe(Boolean(spec.access.mail));
      expect(has('events:PutEvents'), `${spec.name} events`).toBe(Boolean(spec.access.events));
      expect(has('scheduler:CreateSchedule'), `${spec.name} schedules`).toBe(Boolean(spec.access.schedules));
      expect(
        actions.filter((action) => action.includes('*')),
        `${spec.name} wildcard actions`,
      ).toEqual([]);
    }
  });

  it('lets text recognition write only under the OCR staging prefix', () => {
    for (const spec of distinctSpecs().filter((candidate) => candidate.access.textRecognition)) {
      const role = roleIdFor(spec.name);
      const writes = identityStatements(whole).filter(
        (row) => row.roles.includes(role) && actionsOf(row.statement).includes('s3:PutObject'),
      );
      expect(writes.flatMap((row) => resourcesOf(row.statement).map(flatten))).toEqual(
        spec.access.uploads === 'readwrite'
          ? expect.arrayContaining([expect.stringMatching(/\/incoming\/ocr\/\*$/)])
          : [expect.stringMatching(/^<Files\w+\.Arn>\/incoming\/ocr\/\*$/)],
      );
    }
  });

  it('lets site publishers read the shell and write only job and company pages and the sitemap of the site bucket', () => {
    const publishers = distinctSpecs().filter((candidate) => candidate.access.sitePages);
    expect(publishers.map((spec) => spec.name)).toEqual(['site-publisher']);
    for (const spec of publishers) {
      const statements = identityStatements(whole).filter((row) => row.roles.includes(roleIdFor(spec.name)));
      const s3 = Object.fromEntries(
        statements
          .filter((row) => actionsOf(row.statement).some((action) => action.startsWith('s3:')))
          .map((row) => [actionsOf(row.statement).join(','), resourcesOf(row.statement).map(flatten)]),
      );
      expect(s3).toEqual({
        's3:ListBucket': [expect.stringMatching(/^<WebSite\w+\.Arn>$/)],
        's3:GetObject': [expect.stringMatching(/^<WebSite\w+\.Arn>\/index\.html$/)],
        's3:GetObject,s3:PutObject': [
          expect.stringMatching(/^<WebSite\w+\.Arn>\/companies\/\*\.html$/),
          expect.stringMatching(/^<WebSite\w+\.Arn>\/jobs\/\*\.html$/),
          expect.stringMatching(/^<WebSite\w+\.Arn>\/sitemap\.xml$/),
        ],
      });
      const env = whole.toJSON().Resources[functionIdFor(spec.name)].Properties.Environment.Variables;
      expect(env.SITE_BUCKET).toEqual({ Ref: expect.stringMatching(/^WebSite/) });
      expect(env.SITE_ORIGIN).toBeDefined();
    }
  });

  it('names the table and each index in table grants instead of index/*', () => {
    for (const { statement } of identityStatements(whole)) {
      if (!actionsOf(statement).includes('dynamodb:Query')) continue;
      // In any order: CDK lists a nested stack's resources differently.
      const resources = resourcesOf(statement).map(flatten);
      expect(resources).toHaveLength(1 + TABLE.globalSecondaryIndexes.length);
      expect(resources).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^<DataTable\w+\.Arn>$/),
          ...TABLE.globalSecondaryIndexes.map((index) =>
            expect.stringMatching(new RegExp(`^<DataTable\\w+\\.Arn>/index/${index.indexName}$`)),
          ),
        ]),
      );
    }
  });

  it('limits sending mail to the stage identity and configuration set', () => {
    for (const { statement } of identityStatements(whole)) {
      if (!actionsOf(statement).includes('ses:SendEmail')) continue;
      expect(resourcesOf(statement).map(flatten).sort()).toEqual([
        expect.stringMatching(/:configuration-set\/<MailConfigurationSet\w+>$/),
        expect.stringMatching(/:identity\/<MailIdentity\w+>$/),
      ]);
    }
  });
});

describe('api', () => {
  it('has one route per route-table entry under /api/v1 plus $default', () => {
    const routes = Object.values(whole.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes).toHaveLength(ROUTES.length + 1);
    const keys = routes.map((route) => route.Properties.RouteKey).sort();
    expect(keys).toEqual(
      [...ROUTES.map((route) => `${route.method} ${API_BASE_PATH}${route.path}`), '$default'].sort(),
    );
  });

  it("puts every route with its function and integration in its feature's nested stack, none in the stage stack", () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 0);
    const expected = new Map<string, string[]>();
    for (const route of ROUTES) {
      const feature = apiFeatureOf(route.fn);
      expected.set(feature, [
        ...(expected.get(feature) ?? []),
        `${route.method} ${API_BASE_PATH}${route.path}`,
      ]);
    }
    const fallback = apiFeatureOf(FALLBACK_FUNCTION);
    expected.set(fallback, [...(expected.get(fallback) ?? []), '$default']);
    expect([...stack.apiFeatures.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [feature, nested] of stack.apiFeatures) {
      const own = Template.fromStack(nested);
      const keys = Object.values(own.findResources('AWS::ApiGatewayV2::Route')).map(
        (route) => route.Properties.RouteKey,
      );
      expect(keys.sort(), feature).toEqual(expected.get(feature)?.sort());
      // The function's one integration sits beside its routes, each with its own invoke permission.
      const functions = new Set(
        [...ROUTES, { fn: FALLBACK_FUNCTION }]
          .filter(({ fn }) => apiFeatureOf(fn) === feature)
          .map(({ fn }) => fn.name),
      );
      own.resourceCountIs('AWS::ApiGatewayV2::Integration', functions.size);
      own.resourcePropertiesCountIs(
        'AWS::Lambda::Permission',
        { Principal: 'apigateway.amazonaws.com' },
        functions.size,
      );
    }
  });

  it('integrates each route with its own function and $default with the fallback', () => {
    const resources = whole.toJSON().Resources;
    const functionNameBehind = (routeKey: string): string => {
      const [, route] = Object.entries(resources).find(
        ([, r]) =>
          (r as { Type: string }).Type === 'AWS::ApiGatewayV2::Route' &&
          (r as never as { Properties: { RouteKey: string } }).Properties.RouteKey === routeKey,
      ) as [string, { Properties: { Target: unknown } }];
      const integrationId = flatten(route.Properties.Target).replace(/^integrations\/<(\w+)>$/, '$1');
      const uri = resources[integrationId].Properties.IntegrationUri['Fn::GetAtt'][0];
      return resources[uri].Properties.FunctionName;
    };
    for (const route of ROUTES) {
      expect(functionNameBehind(`${route.method} ${API_BASE_PATH}${route.path}`)).toBe(
        `jobmatch-dev-${route.fn.name}`,
      );
    }
    expect(functionNameBehind('$default')).toBe(`jobmatch-dev-${FALLBACK_FUNCTION.name}`);
  });

  it('throttles the default stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: synth.stage.apiThrottling.rateLimit,
        ThrottlingBurstLimit: synth.stage.apiThrottling.burstLimit,
      },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccessLogs'), 'Arn'] },
      },
    });
  });
});

describe('edge protection', () => {
  it('gives each expensive route its own throttle, after the route exists', () => {
    const stages = template.findResources('AWS::ApiGatewayV2::Stage');
    const [stageId, apiStage] = Object.entries(stages)[0] ?? [];
    expect(Object.keys(stages)).toHaveLength(1);
    const configured = synth.stage.apiThrottling.routes;
    expect(Object.keys(configured)).toEqual(
      expect.arrayContaining(['POST /resume/parse', 'POST /auth/secure-login', 'POST /auth/secure-register']),
    );
    expect(apiStage?.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        Object.entries(configured).map(([key, throttle]) => [
          key.replace(' ', ` ${API_BASE_PATH}`),
          { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
        ]),
      ),
    );
    // Each throttled route lives in its feature's nested stack; the stage waits for that stack.
    const throttled = Object.keys(apiStage?.Properties.RouteSettings ?? {});
    const routeIds = Object.entries(whole.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => throttled.includes(route.Properties.RouteKey))
      .map(([id]) => id);
    expect(routeIds).toHaveLength(Object.keys(configured).length);
    expect(template.toJSON().Resources[stageId as string].DependsOn).toEqual(
      expect.arrayContaining(routeIds.map((id) => nestedStackHolding(synth, id))),
    );
  });

  it('puts the stage web ACL from the us-east-1 edge stack on the distribution', () => {
    expect(synth.edge.region).toBe('us-east-1');
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const webAcl = JSON.stringify(distribution?.Properties.DistributionConfig.WebACLId);
    expect(webAcl).toContain('Fn::GetStackOutput');
    expect(webAcl).toContain('Jobmatch-dev-edge');
    expect(webAcl).toContain('us-east-1');
  });

  it('keeps execute-api as the origin of a stage without an API domain, proven by the origin-verify header', () => {
    const api = Object.values(template.findResources('AWS::ApiGatewayV2::Api'))[0];
    expect(api?.Properties.DisableExecuteApiEndpoint).toBe(false);
    template.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
  });

  it('refuses a throttle for a route that is not in the route table', () => {
    expect(() =>
      synthesize({
        overrides: {
          apiThrottling: {
            ...synth.stage.apiThrottling,
            routes: { 'POST /resume/parsing': { rateLimit: 1, burstLimit: 1 } },
          },
        },
      }),
    ).toThrow('apiThrottling.routes names POST /resume/parsing, which is not in the route table');
  });
});

describe('alarms', () => {
  // Alarms of the event consumers name them through the consumers' outputs; followed back to the functions.
  const monitoring = () => nestedTemplate(template, stack.monitoring, functionStacks(stack));
  const alarms = () => Object.values(monitoring().findResources('AWS::CloudWatch::Alarm'));
  const alarmsOf = (dimension: string, value: string) =>
    alarms().filter((alarm) =>
      JSON.stringify(alarm.Properties).includes(`"Name":"${dimension}","Value":{"Ref":"${value}"}`),
    );

  it('watches the API 5xx rate', () => {
    const api = alarms().filter((alarm) =>
      alarm.Properties.AlarmDescription?.includes('API requests answered 5xx'),
    );
    expect(api).toHaveLength(1);
    const metrics = api[0]?.Properties.Metrics;
    expect(
      metrics.map(
        (m: { MetricStat?: { Metric: { MetricName: string } } }) => m.MetricStat?.Metric.MetricName,
      ),
    ).toEqual(expect.arrayContaining(['5xx', 'Count']));
    expect(metrics.find((m: { Expression?: string }) => m.Expression)?.Expression).toMatch(
      /100 \* errors \/ IF\(requests/,
    );
  });

  it('watches every function for error rate, p99 duration near its timeout, throttles, and dead letters', () => {
    const functions = appFunctions();
    for (const [id, fn] of Object.entries(functions)) {
      const name = fn.Properties.FunctionName;
      const own = alarmsOf('FunctionName', id);
      const byMetric = (metricName: string) =>
        own.filter((alarm) => JSON.stringify(alarm.Properties).includes(`"MetricName":"${metricName}"`));
      expect(byMetric('Errors'), `${name} error rate`).toHaveLength(1);
      expect(byMetric('Throttles'), `${name} throttles`).toHaveLength(1);
      const [duration] = byMetric('Duration');
      expect(duration?.Properties).toMatchObject({
        ExtendedStatistic: 'p99',
        Threshold: fn.Properties.Timeout * 1000 * 0.8,
      });
      const dlq = fn.Properties.DeadLetterConfig?.TargetArn['Fn::GetAtt'][0];
      if (dlq) {
        monitoring().hasResourceProperties('AWS::CloudWatch::Alarm', {
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
        });
      }
    }
    expect(Object.values(functions).some((fn) => fn.Properties.DeadLetterConfig)).toBe(true);
  });

  it('keeps them in a nested stack, and has no topic without an alarm address', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    consumers.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    // Monitoring, the event consumers and one stack per feature with HTTP functions.
    template.resourceCountIs('AWS::CloudFormation::Stack', 2 + stack.apiFeatures.size);
    monitoring().resourceCountIs('AWS::SNS::Topic', 0);
    for (const alarm of alarms()) expect(alarm.Properties.AlarmActions).toBeUndefined();
  });
});

describe('events', () => {
  it("keeps the stage bus in the stage stack and every rule in the consumers' nested stack", () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'jobmatch-dev' });
    template.resourceCountIs('AWS::Events::Rule', 0);
    consumers.resourceCountIs('AWS::Events::EventBus', 0);
    consumers.resourceCountIs('AWS::Events::Rule', EVENT_RULES.length + SCHEDULES.length);
  });

  it('has a scheduled rule per schedule entry, on the default bus, with the same retries and queue', () => {
    expect(SCHEDULES.map((entry) => entry.name)).toContain('subscription-renewal-reminders');
    for (const schedule of SCHEDULES) {
      consumers.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: schedule.schedule,
        EventBusName: Match.absent(),
        State: 'ENABLED',
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [functionIdFor(schedule.fn.name), 'Arn'] },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeadLetters'), 'Arn'] } },
            RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 6 * 60 * 60 },
          }),
        ],
      });
    }
    // The reminder arrives at 9:00 in India (03:30 UTC), once a day.
    consumers.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'cron(30 3 * * ? *)' });
  });

  it("lets a function that schedules its own later runs use the stage's group and scheduler role, and nothing more", () => {
    const schedulers = distinctSpecs().filter((spec) => spec.access.schedules);
    expect(schedulers.map((spec) => spec.name)).toEqual(['application-closures']);
    consumers.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'jobmatch-dev' });
    const schedulerRole = logicalIdOf(consumers, 'AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
      }),
    });
    for (const spec of schedulers) {
      const fn = appFunctions()[functionIdFor(spec.name)];
      expect(fn?.Properties.Environment.Variables).toMatchObject({
        SCHEDULE_GROUP: 'jobmatch-dev',
        SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [schedulerRole, 'Arn'] },
        SCHEDULE_DEAD_LETTERS_ARN: { 'Fn::GetAtt': [expect.stringMatching(/DeadLetters/), 'Arn'] },
      });
      const own = identityStatements(whole).filter((row) => row.roles.includes(roleIdFor(spec.name)));
      const scheduling = own.find((row) => actionsOf(row.statement).includes('scheduler:CreateSchedule'));
      if (!scheduling) throw new Error(`${spec.name} may not make schedules`);
      expect(resourcesOf(scheduling.statement).map(flatten)).toEqual([
        expect.stringMatching(/:scheduler:.*:schedule\/jobmatch-dev\/\*$/),
      ]);
      const passing = own.find((row) => actionsOf(row.statement).includes('iam:PassRole'));
      expect(passing?.statement.Condition).toEqual({
        StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
      });
      // Scheduler, in turn, may invoke exactly this function and park its failures in its queue.
      const granted = identityStatements(whole).filter((row) => row.roles.includes(schedulerRole));
      const invoke = granted.find((row) => actionsOf(row.statement).includes('lambda:InvokeFunction'));
      if (!invoke) throw new Error('Scheduler may invoke nothing');
      expect(resourcesOf(invoke.statement).map(flatten)).toEqual([`<${functionIdFor(spec.name)}.Arn>`]);
    }
  });

  it('has a rule per event-rule entry, on the stage bus, matching source and detail-type', () => {
    for (const rule of EVENT_RULES) {
      consumers.hasResourceProperties('AWS::Events::Rule', {
        // The bus is the stage stack's, passed in as a parameter.
        EventBusName: { Ref: Match.stringLikeRegexp('^EventsBus') },
        EventPattern: { source: [rule.source], 'detail-type': detailTypesOf(rule) },
        Targets: [
          Match.objectLike({
            // A delayed rule's target is its queue (ADR 0023), which the function reads.
            Arn: rule.delaySeconds
              ? { 'Fn::GetAtt': [Match.stringLikeRegexp(`${pascal(rule.name)}Delay`), 'Arn'] }
              : { 'Fn::GetAtt': [functionIdFor(rule.fn.name), 'Arn'] },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeadLetters'), 'Arn'] } },
            RetryPolicy: Match.objectLike({ MaximumRetryAttempts: Match.anyValue() }),
          }),
        ],
      });
    }
  });

  it("holds a delayed rule's events in a queue with its delay, read by the function with partial batch failures", () => {
    const delayed = EVENT_RULES.filter((rule) => rule.delaySeconds);
    expect(delayed.length).toBeGreaterThan(0);
    for (const rule of delayed) {
      consumers.hasResourceProperties('AWS::SQS::Queue', {
        DelaySeconds: rule.delaySeconds,
        SqsManagedSseEnabled: true,
        RedrivePolicy: {
          deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeadLetters'), 'Arn'] },
        },
      });
      consumers.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp(`${pascal(rule.name)}Delay`), 'Arn'] },
        FunctionName: { Ref: functionIdFor(rule.fn.name) },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
  });

  it("puts every function that only events start beside its rule, and every HTTP function in its feature's stack", () => {
    const http = new Set([...ROUTES.map((route) => route.fn.name), FALLBACK_FUNCTION.name]);
    const started = new Set([...EVENT_RULES, ...S3_TRIGGERS, ...SCHEDULES].map((entry) => entry.fn.name));
    const names = (t: Template) =>
      Object.values(t.findResources('AWS::Lambda::Function'))
        .map((fn) => String(fn.Properties.FunctionName))
        .filter((name) => name.startsWith('jobmatch-dev-'))
        .map((name) => name.slice('jobmatch-dev-'.length))
        .sort();
    expect(names(consumers)).toEqual([...started].filter((name) => !http.has(name)).sort());
    expect(names(template)).toEqual([]);
    const inFeatureStacks = [...stack.apiFeatures.values()].flatMap((nested) =>
      names(Template.fromStack(nested)),
    );
    expect(inFeatureStacks.sort()).toEqual([...http].sort());
    // Each rule's invoke permission sits beside the rule and the function.
    consumers.resourcePropertiesCountIs(
      'AWS::Lambda::Permission',
      { Principal: 'events.amazonaws.com' },
      EVENT_RULES.filter((rule) => !rule.delaySeconds).length + SCHEDULES.length,
    );
  });

  it('parks failed asynchronous invocations in an encrypted, SSL-only dead-letter queue', () => {
    for (const rule of [...EVENT_RULES, ...SCHEDULES]) {
      const fn = appFunctions()[functionIdFor(rule.fn.name)];
      expect(fn?.Properties.DeadLetterConfig.TargetArn['Fn::GetAtt'][0]).toMatch(/DeadLetters/);
    }
    // Only asynchronous targets have one, and they all live with the consumers.
    template.resourceCountIs('AWS::SQS::Queue', 0);
    consumers.allResourcesProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    consumers.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('web', () => {
  it('serves the private site bucket through origin access control', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] } }),
        ]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
      }),
    });
  });

  it('falls back to index.html per behaviour, never with distribution-wide error pages', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution?.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
    const fn = Object.values(template.findResources('AWS::CloudFront::Function'))[0];
    const code: string = fn?.Properties.FunctionCode;
    // Run the viewer-request function as CloudFront would.
    const handler = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
    // CloudFront hands the function the path and, apart, the query's parameters.
    const uriFor = (uri: string, querystring: Record<string, { value: string }> = {}) =>
      handler({ request: { uri, querystring } }).uri;
    expect(uriFor('/forgot-password')).toBe('/index.html');
    expect(uriFor('/jobs/42/apply')).toBe('/index.html');
    expect(uriFor('/profile/education')).toBe('/index.html');
    // Prerendered public pages and published job pages (ADR 0014).
    expect(uriFor('/')).toBe('/prerendered/home.html');
    expect(uriFor('/about')).toBe('/prerendered/about.html');
    expect(uriFor('/privacy')).toBe('/prerendered/privacy.html');
    // The forms that draw without data (ADR 0004), whatever their query.
    expect(uriFor('/login')).toBe('/prerendered/login.html');
    expect(uriFor('/signup')).toBe('/prerendered/signup.html');
    expect(uriFor('/contact')).toBe('/prerendered/contact.html');
    expect(uriFor('/pricing')).toBe('/prerendered/pricing.html');
    expect(uriFor('/login', { redirect: { value: '/profile' } })).toBe('/prerendered/login.html');
    // The job search's frame on a stage whose marketplace is live; a query draws another search (ADR 0004).
    expect(uriFor('/jobs')).toBe('/prerendered/jobs.html');
    expect(uriFor('/jobs', { location: { value: 'Mumbai' } })).toBe('/index.html');
    expect(uriFor('/jobs/01K5ABCDEFGHJKMNPQRSTVWXYZ')).toBe('/jobs/01K5ABCDEFGHJKMNPQRSTVWXYZ.html');
    expect(uriFor('/jobs/..%2Findex')).toBe('/jobs/..%2Findex');
    // Published company pages (ADR 0032); the directory is the SPA's.
    expect(uriFor('/companies/acme-tech')).toBe('/companies/acme-tech.html');
    expect(uriFor('/companies/Acme..Tech')).toBe('/companies/Acme..Tech');
    expect(uriFor('/companies')).toBe('/index.html');
    expect(uriFor('/sitemap.xml')).toBe('/sitemap.xml');
    expect(uriFor('/robots.txt')).toBe('/robots.txt');
    expect(uriFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriFor('/favicon.svg')).toBe('/favicon.svg');
  });

  it('answers a company page the bucket does not hold with the SPA, as a job page', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
      .DistributionConfig;
    const behaviour = (pattern: string) =>
      config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
    const { PathPattern: _jobs, ...jobs } = behaviour('/jobs/*');
    const { PathPattern: _companies, ...companies } = behaviour('/companies/*');
    expect(companies).toEqual(jobs);
  });

  it('answers a job page the bucket does not hold with the SPA: origin failover on published pages only', async () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
      .DistributionConfig;
    const origin = (id: string) => config.Origins.find((o: { Id: string }) => o.Id === id);
    const jobs = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/jobs/*');
    // Like every page of the site: same viewer-request function, cache and headers as the default.
    const { TargetOriginId: jobsTarget, PathPattern: _, ...jobsRest } = jobs;
    const { TargetOriginId: siteTarget, ...defaultRest } = config.DefaultCacheBehavior;
    expect(jobsRest).toEqual(defaultRest);

    const group = config.OriginGroups.Items.find((g: { Id: string }) => g.Id === jobsTarget);
    expect(group.FailoverCriteria.StatusCodes).toEqual({ Items: [403, 404], Quantity: 2 });
    const [primary, fallback] = group.Members.Items.map((m: { OriginId: string }) => origin(m.OriginId));
    expect(primary.DomainName).toEqual(origin(siteTarget).DomainName);
    expect(primary.OriginAccessControlId).toEqual(origin(siteTarget).OriginAccessControlId);
    // The host of the shell function's URL.
    expect(fallback.DomainName['Fn::Select'][1]['Fn::Split'][1]).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^WebSpaShellFunctionUrl/), 'FunctionUrl'],
    });
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    const oac = fallback.OriginAccessControlId['Fn::GetAtt'][0];
    expect(template.toJSON().Resources[oac].Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
    });

    // The fallback answers the deployed index.html, with 200 and not cached, whatever the path.
    const fnId = logicalIdOf(template, 'AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Answers a job page'),
    });
    const fn = template.toJSON().Resources[fnId].Properties;
    expect(fn.Environment.Variables.SITE_BUCKET).toEqual({ Ref: expect.stringMatching(/^WebSite/) });
    const asked: unknown[] = [];
    const stubS3 = {
      S3Client: class {
        send(command: { input: unknown }) {
          asked.push(command.input);
          return { Body: { transformToString: async () => '<!doctype html><div id="root"></div>' } };
        }
      },
      GetObjectCommand: class {
        constructor(readonly input: unknown) {}
      },
    };
    const module = { exports: {} as { handler?: () => Promise<unknown> } };
    new Function('require', 'module', 'exports', 'process', fn.Code.ZipFile)(
      (name: string) => (name === '@aws-sdk/client-s3' ? stubS3 : undefined),
      module,
      module.exports,
      { env: { SITE_BUCKET: 'site-bucket' } },
    );
    expect(await module.exports.handler?.()).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      body: '<!doctype html><div id="root"></div>',
    });
    expect(asked).toEqual([{ Bucket: 'site-bucket', Key: 'index.html' }]);

    // It may read index.html and write its logs, nothing else; CloudFront alone may call it.
    const roleId = fn.Role['Fn::GetAtt'][0];
    const grants = identityStatements(template)
      .filter((row) => row.roles.includes(roleId))
      .map((row) => [actionsOf(row.statement).join(','), resourcesOf(row.statement).map(flatten)]);
    expect(Object.fromEntries(grants)).toEqual({
      'logs:CreateLogStream,logs:PutLogEvents': [expect.stringMatching(/^<WebSpaShellLogs\w+\.Arn>$/)],
      's3:GetObject': [expect.stringMatching(/^<WebSite\w+\.Arn>\/index\.html$/)],
    });
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission'))
      .map((permission) => permission.Properties)
      .filter((permission) => flatten(permission.FunctionName).startsWith('<WebSpaShellFunctionUrl'));
    expect(permissions.map((permission) => permission.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('cloudfront.amazonaws.com');
      expect(flatten(permission.SourceArn)).toMatch(/:distribution\/<WebDistribution\w+>$/);
    }
  });

  it('forwards /api/* uncached to the HTTP API with every viewer header but Host', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId:
              cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            ViewerProtocolPolicy: 'https-only',
          }),
        ]),
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: {
              'Fn::Join': [
                '',
                [{ Ref: Match.stringLikeRegexp('^ApiHttpApi') }, Match.anyValue(), Match.anyValue()],
              ],
            },
            CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
          }),
        ]),
      }),
    });
  });

  it('sends HSTS, nosniff, DENY framing, a referrer policy and a strict CSP', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
    const csp = flatten(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    const uploadsHost =
      'https://jobmatch-dev-uploads-<AWS::AccountId>-ap-south-1.s3.ap-south-1.<AWS::URLSuffix>';
    const checkout = 'https://checkout.razorpay.com https://api.razorpay.com';
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' https://checkout.razorpay.com",
      `connect-src 'self' ${uploadsHost} ${checkout}`,
      `frame-src ${checkout}`,
      `img-src 'self' data: blob: ${uploadsHost}`,
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
  });

  it('skips the site deployment, with a note, when there is no build', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stack).hasInfo('/Jobmatch-dev/Web', Match.stringLikeRegexp('does not exist'));
  });
});

describe('secrets', () => {
  it('generates the token-signing key under the stage name and hands out no value', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'jobmatch/dev/auth-signing-key',
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
    // With the origin-verify value and the payment provider's key secret and webhook secret.
    template.resourceCountIs('AWS::SecretsManager::Secret', 4);
    for (const name of ['jobmatch/dev/razorpay-key-secret', 'jobmatch/dev/razorpay-webhook-secret'])
      template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: name });
  });

  it('resolves a secret value only in the origin header CloudFront sends to the API', () => {
    const json = JSON.stringify(whole.toJSON());
    expect(json.match(/resolve:secretsmanager/g)).toHaveLength(1);
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const apiOrigin = distribution?.Properties.DistributionConfig.Origins.find(
      (origin: { DomainName: unknown }) => flatten(origin.DomainName).includes('<ApiHttpApi'),
    );
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() },
    ]);
    expect(flatten(apiOrigin.OriginCustomHeaders[0].HeaderValue)).toMatch(
      /^\{\{resolve:secretsmanager:<OriginVerify\w+>:SecretString:::\}\}$/,
    );
  });
});

describe('guard rails', () => {
  it("keeps the stage stack and each nested stack well under CloudFormation's 500 resources", () => {
    const counts = resourceCounts(synth);
    for (const [template, count] of Object.entries(counts))
      expect(count, `${template}: ${count} resources`).toBeLessThanOrEqual(RESOURCE_HEADROOM_CAP);
    expect(counts.stage, `stage: ${counts.stage} resources`).toBeLessThanOrEqual(STAGE_STACK_CAP);
  });

  it('has no Resource "*" statement except the acknowledged ones', () => {
    const unexpected = actionsOnAnyResource(whole).filter((action) => !ACTIONS_WITHOUT_RESOURCES.has(action));
    expect(unexpected).toEqual([]);
  });

  it('is clean under cdk-nag AwsSolutions', () => {
    const { errors, warnings } = nagFindings(stack);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('acknowledges only listed findings, each with a specific reason', () => {
    const acknowledged = acknowledgements(stack);
    for (const { id, reason } of acknowledged) expect(reason.length, id).toBeGreaterThan(60);
    expect(
      [
        ...new Set(
          acknowledged.map((a) =>
            // A bucket's ARN: its logical id in the stage stack, a parameter in a nested stack.
            a.id.replace(/\[Resource::<(\w+\.Arn|referenceto\w+Arn)>\/(.*)\]$/, '[Resource::<bucket>/$2]'),
          ),
        ),
      ].sort(),
    ).toEqual(
      [
        'AwsSolutions-APIG4',
        'AwsSolutions-CFR1',
        'AwsSolutions-CFR4',
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'AwsSolutions-IAM5[Resource::*]',
        'AwsSolutions-IAM5[Resource::<bucket>/*]',
        'AwsSolutions-IAM5[Resource::<bucket>/incoming/ocr/*]',
        'AwsSolutions-IAM5[Resource::<bucket>/companies/*.html]',
        'AwsSolutions-IAM5[Resource::<bucket>/jobs/*.html]',
        'AwsSolutions-IAM5[Resource::arn:aws:scheduler:ap-south-1:<AWS::AccountId>:schedule/jobmatch-dev/*]',
        'AwsSolutions-L1',
        'AwsSolutions-S1',
        'AwsSolutions-SMG4',
      ].sort(),
    );
  });

  it('synthesizes without CDK errors or warnings', () => {
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual(
      [],
    );
  });
});
