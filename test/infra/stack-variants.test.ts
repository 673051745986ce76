// Boundary: the CDK stack's optional paths (S3 triggers, signed-in routes, prod retention, custom domain, alarm e-mail, site deployment) under test contract tables.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionSpec, RouteSpec, S3TriggerSpec } from '../../functions/platform/contract';
import { ROUTES } from '../../functions/routes';
import { type JobmatchStack, SIGNING_KEY_SECRET_ENV } from '../../lib/jobmatch-stack';
import {
  ACTIONS_WITHOUT_RESOURCES,
  acknowledgements,
  actionsOf,
  actionsOnAnyResource,
  fakeWebDist,
  flatten,
  functionStacks,
  identityStatements,
  logicalIdOf,
  nagFindings,
  nestedTemplate,
  RESOURCE_HEADROOM_CAP,
  resourceCounts,
  resourcesOf,
  STAGE_STACK_CAP,
  type Synthesized,
  synthesize,
} from './synth';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-1111-2222-3333-444455556666';
const apiDomain = {
  name: 'api.jobmatch.in',
  certificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/0f0e0d0c-7777-8888-9999-444455556666',
};

// Existing entries keep the build cheap; what matters here is the wiring, not the code.
const resumeParser: FunctionSpec = {
  name: 'variant-resume-parse',
  entry: 'contact/notify',
  access: { table: 'readwrite', uploads: 'readwrite' },
};
const signedInApi: FunctionSpec = {
  name: 'variant-signed-in-api',
  entry: 'health/handler',
  access: { table: 'readwrite' },
};
const triggers: S3TriggerSpec[] = [
  { name: 'resume-uploaded', bucket: 'uploads', prefix: 'incoming/resumes/', fn: resumeParser },
  { name: 'resume-docx-uploaded', bucket: 'uploads', prefix: 'incoming/docx/', fn: resumeParser },
];
const signedInRoutes: RouteSpec[] = [
  { method: 'GET', path: '/variant/signed-in', fn: signedInApi, audience: 'candidate' },
  { method: 'PUT', path: '/variant/signed-in/{id}', fn: signedInApi, audience: 'candidate' },
];

let synth: Synthesized;
/** The stage stack's own template. */
let template: Template;
/** The stage stack with its event consumers, as one template (see synth.ts). */
let whole: Template;
let outdir: string;
let stack: JobmatchStack;
const cleanups: (() => void)[] = [];

beforeAll(() => {
  const webDist = fakeWebDist();
  cleanups.push(webDist.dispose);
  synth = synthesize({
    stage: 'prod',
    // A stage before the marketplace's launch: /jobs is the waitlist.
    overrides: { account: '123456789012', certificateArn, apiDomain, jobsLive: false },
    contract: { s3Triggers: triggers, routes: [...ROUTES, ...signedInRoutes] },
    webDistDir: webDist.dir,
  });
  cleanups.push(synth.dispose);
  template = synth.template;
  whole = synth.whole;
  outdir = synth.app.outdir;
  stack = synth.stack;
});

afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const functionIdFor = (name: string) =>
  logicalIdOf(whole, 'AWS::Lambda::Function', { FunctionName: `jobmatch-prod-${name}` });
const functionFor = (name: string) => whole.toJSON().Resources[functionIdFor(name)];
const actionsOfFunction = (name: string) => {
  const role = functionFor(name).Properties.Role['Fn::GetAtt'][0];
  return identityStatements(whole).filter((row) => row.roles.includes(role));
};

describe('S3 triggers', () => {
  it('delivers ObjectCreated under each prefix to the trigger function', () => {
    // The notification stays with the bucket in the stage stack; the function lives with the consumers.
    template.resourceCountIs('Custom::S3BucketNotifications', 1);
    synth.consumers.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      { FunctionName: `jobmatch-prod-${resumeParser.name}` },
      1,
    );
    whole.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: Match.stringLikeRegexp('^FilesUploads') },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: triggers.map((trigger) => ({
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: trigger.prefix }] } },
          LambdaFunctionArn: { 'Fn::GetAtt': [functionIdFor(trigger.fn.name), 'Arn'] },
        })),
      },
    });
    whole.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [functionIdFor(resumeParser.name), 'Arn'] },
      Principal: 's3.amazonaws.com',
      SourceAccount: '123456789012',
      SourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^FilesUploads'), 'Arn'] },
    });
  });

  it('creates the trigger function once and gives it a dead-letter queue and bounded retries', () => {
    expect(
      Object.keys(
        whole.findResources('AWS::Lambda::Function', {
          Properties: { FunctionName: 'jobmatch-prod-resume-parse' },
        }),
      ),
    ).toHaveLength(1);
    expect(functionFor(resumeParser.name).Properties.DeadLetterConfig).toBeDefined();
    whole.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: functionIdFor(resumeParser.name) },
      MaximumRetryAttempts: 2,
    });
  });
});

describe('signing key', () => {
  it('passes the secret ARN, never a value, to functions behind signed-in routes and lets them read it', () => {
    const variables = functionFor(signedInApi.name).Properties.Environment.Variables;
    expect(variables[SIGNING_KEY_SECRET_ENV]).toEqual({ Ref: expect.stringMatching(/^AuthSigningKey/) });
    const reads = actionsOfFunction(signedInApi.name).filter((row) =>
      actionsOf(row.statement).includes('secretsmanager:GetSecretValue'),
    );
    // The key, and CloudFront's origin secret, which every HTTP function reads (platform/http/origin-proof.ts).
    const secrets = reads.flatMap((row) => resourcesOf(row.statement));
    expect(secrets).toEqual(
      expect.arrayContaining([
        { Ref: expect.stringMatching(/^AuthSigningKey/) },
        { Ref: expect.stringMatching(/^OriginVerify/) },
      ]),
    );
    expect(secrets).toHaveLength(2);
  });

  it('keeps it away from functions that serve only public routes', () => {
    for (const name of ['health', 'contact-api', 'fallback', 'contact-notify', resumeParser.name]) {
      expect(
        functionFor(name).Properties.Environment.Variables[SIGNING_KEY_SECRET_ENV],
        name,
      ).toBeUndefined();
      const secretsRead = actionsOfFunction(name)
        .filter((row) => actionsOf(row.statement).includes('secretsmanager:GetSecretValue'))
        .flatMap((row) => resourcesOf(row.statement).map(flatten));
      expect(
        secretsRead.filter((arn) => arn.includes('AuthSigningKey')),
        name,
      ).toEqual([]);
    }
  });
});

describe('prod-like retention', () => {
  it('retains and protects the table, uploads, logs and signing key', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ BucketName: Match.anyValue() }),
    });
    template.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    // Only the site bucket (build output) empties itself on delete.
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 1);
  });
});

describe('custom domain', () => {
  it('sends mail as the verified domain', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'jobmatch.in' });
  });

  it('serves the site on the domain with TLS 1.2 or later', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['jobmatch.in'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('serves the API only on its own name: execute-api disabled, CloudFront forwarding to the name', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    const domainId = logicalIdOf(template, 'AWS::ApiGatewayV2::DomainName', {
      DomainName: apiDomain.name,
      DomainNameConfigurations: [
        Match.objectLike({ CertificateArn: apiDomain.certificateArn, SecurityPolicy: 'TLS_1_2' }),
      ],
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', {
      ApiId: { Ref: Match.stringLikeRegexp('^ApiHttpApi') },
      DomainName: { Ref: domainId },
      Stage: '$default',
    });
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const apiOrigin = distribution?.Properties.DistributionConfig.Origins.find(
      (origin: { OriginCustomHeaders?: unknown }) => origin.OriginCustomHeaders,
    );
    expect(apiOrigin.DomainName).toBe(apiDomain.name);
    template.hasOutput('ApiDomainTarget', {
      Value: { 'Fn::GetAtt': [domainId, 'RegionalDomainName'] },
    });
    template.hasOutput('ApiEndpoint', { Value: 'https://api.jobmatch.in/api/v1' });
  });

  it('allows the domain origin in uploads CORS', () => {
    const bucket = Object.values(
      template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }),
    )[0];
    const origins = bucket?.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins.map(flatten);
    expect(origins).toContain('https://jobmatch.in');
  });
});

describe('alarms', () => {
  it('notifies the alarm address from every alarm, including dead letters of the trigger function', () => {
    const monitoring = nestedTemplate(template, stack.monitoring, functionStacks(stack));
    monitoring.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@jobmatch.in',
    });
    const topic = logicalIdOf(monitoring, 'AWS::SNS::Topic', { DisplayName: 'Jobmatch prod alarms' });
    const alarms = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: {
            'Fn::GetAtt': [Match.stringLikeRegexp('^VariantResumeParseFunctionDeadLetters'), 'QueueName'],
          },
        },
      ],
    });
  });
});

describe('site deployment', () => {
  it('copies hashed assets as immutable and everything else as no-cache, then invalidates', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 3);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    // Published pages are never written or pruned by a deployment (ADR 0014).
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', 'jobs/*.html', 'companies/*.html', 'sitemap.xml', 'prerendered/*', 'robots.txt'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionId: { Ref: Match.stringLikeRegexp('^WebDistribution') },
      DistributionPaths: ['/*'],
    });
  });

  it('leaves the source maps of the build out of what it deploys', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    const build = deployments.find((resource) => resource.Properties.Include?.includes('assets/*'));
    const [key] = build?.Properties.SourceObjectKeys ?? [];
    const archive = path.join(outdir, `asset.${String(key).replace(/\.zip$/, '')}`);
    const files = readdirSync(archive, { recursive: true }).map(String);
    expect(files).toContain(path.join('assets', 'index-abc123.js'));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('writes the stage origin into the prerendered pages and robots.txt as it deploys them', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    const originPages = deployments.find(
      (resource) => resource.Properties.Include === undefined && !resource.Properties.Exclude,
    );
    expect(originPages?.Properties.Prune).toBe(false);
    // One source per prerendered page of the build (the fake build has one), then robots.txt.
    const keys: string[] = originPages?.Properties.SourceObjectKeys ?? [];
    expect(keys).toHaveLength(2);
    const filesOf = (key: string) => {
      const dir = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
      return Object.fromEntries(
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => [
            path.relative(dir, path.join(entry.parentPath, entry.name)),
            readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
          ]),
      );
    };
    const files = Object.assign({}, ...keys.map(filesOf));
    expect(files['prerendered/about.html']).toContain(
      '<link rel="canonical" href="https://jobmatch.in/about">',
    );
    expect(files['robots.txt']).toContain('Sitemap: https://jobmatch.in/sitemap.xml');
  });

  it('serves /jobs the SPA shell where the marketplace is not live, not the search frame', () => {
    const fn = Object.values(template.findResources('AWS::CloudFront::Function'))[0];
    const handler = new Function(`${fn?.Properties.FunctionCode}; return handler;`)() as (event: unknown) => {
      uri: string;
    };
    const uriFor = (uri: string) => handler({ request: { uri, querystring: {} } }).uri;
    expect(uriFor('/jobs')).toBe('/index.html');
    expect(uriFor('/contact')).toBe('/prerendered/contact.html');
  });

  it('gives the deployment handler exact grants: its archive, the site bucket, this distribution', () => {
    const roleId = logicalIdOf(template, 'AWS::IAM::Role', {
      Description: 'Copies the built site into the site bucket',
    });
    const statements = identityStatements(template).filter((row) => row.roles.includes(roleId));
    const byAction = Object.fromEntries(
      statements.map((row) => [actionsOf(row.statement).join(','), resourcesOf(row.statement).map(flatten)]),
    );
    expect(byAction).toEqual({
      'logs:CreateLogStream,logs:PutLogEvents': [expect.stringMatching(/^<WebDeploymentLogs\w+\.Arn>$/)],
      's3:GetObject': [
        expect.stringMatching(/^arn:aws:s3:::cdk-\w+-assets-123456789012-ap-south-1\/[0-9a-f]{64}\.zip$/),
      ],
      's3:ListBucket': [expect.stringMatching(/^<WebSite\w+\.Arn>$/)],
      's3:AbortMultipartUpload,s3:DeleteObject,s3:GetObject,s3:PutObject': [
        expect.stringMatching(/^<WebSite\w+\.Arn>\/\*$/),
      ],
      'cloudfront:CreateInvalidation,cloudfront:GetInvalidation': [
        expect.stringMatching(/^arn:aws:cloudfront::123456789012:distribution\/<WebDistribution\w+>$/),
      ],
    });
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

  it('is clean under cdk-nag AwsSolutions, without the default-certificate exception', () => {
    const { errors, warnings } = nagFindings(stack);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(acknowledgements(stack).map((a) => a.id)).not.toContain('AwsSolutions-CFR4');
    for (const { id, reason } of acknowledgements(stack)) expect(reason.length, id).toBeGreaterThan(60);
  });

  it('synthesizes without CDK errors or warnings', () => {
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
  });
});
