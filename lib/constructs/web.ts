import fs from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ENV } from '../../functions/platform/resources';
import {
  COMPANY_SLUG_PATTERN,
  companyPageKey,
  JOB_ID_PATTERN,
  jobPageKey,
  PRERENDERED_PAGES,
  prerenderedPageFor,
  SITE_ORIGIN_PLACEHOLDER,
  SITEMAP_KEY,
} from '../../shared/site/public-pages';
import { robotsTxt } from '../../shared/site/sitemap';
import { nagArnRef } from '../nag-ids';

export interface WebProps {
  /** The API host that `/api/*` is forwarded to. */
  apiDomainName: string;
  /** The web ACL (made in us-east-1) that screens every request before it reaches the site or the API. */
  webAclArn: string;
  /**
   * Sent to the API on every request (the name and a reference to the secret value), so the API can tell
   * requests that came through CloudFront, whose viewer-address header it may trust, from direct ones.
   */
  originVerify: { header: string; value: string };
  /** Host of the uploads bucket that the browser PUTs to and GETs from with presigned URLs. */
  uploadsHost: string;
  /**
   * The payment checkout's origins: its script is loaded from `script`, and it opens frames from and
   * calls `api` (and its own origin).
   */
  checkoutOrigins: { script: string; api: string };
  /** Receives CloudFront standard logs and the site bucket's access logs. */
  accessLogs: s3.IBucket;
  /** The built SPA (web/dist). Deployed when it exists at synth time. */
  distDir: string;
  /** Serve the site on this name with this (us-east-1) certificate instead of only *.cloudfront.net. */
  customDomain?: { name: string; certificateArn: string };
  logRetention: logs.RetentionDays;
  /**
   * The stage's `jobsLive`: where the marketplace is not live, /jobs is the waitlist, which the SPA
   * draws, so its prerendered search frame is not served.
   */
  jobsLive: boolean;
}

/**
 * The single-page app: a private bucket behind CloudFront (origin access control), strict security
 * headers on every response, and `/api/*` passed through uncached to the HTTP API so the browser only
 * ever talks to one origin.
 */
export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly contentSecurityPolicy: string;
  private readonly customDomain: string | undefined;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.customDomain = props.customDomain?.name;

    // Build output, reproducible from source: never worth retaining.
    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const uploads = `https://${props.uploadsHost}`;
    const checkout = [...new Set([props.checkoutOrigins.script, props.checkoutOrigins.api])].join(' ');
    this.contentSecurityPolicy = [
      "default-src 'self'",
      // Razorpay Checkout: the script the payment page loads, and the frames and calls it makes.
      `script-src 'self' ${props.checkoutOrigins.script}`,
      `connect-src 'self' ${uploads} ${checkout}`,
      `frame-src ${checkout}`,
      `img-src 'self' data: blob: ${uploads}`,
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ');

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Jobmatch security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: this.contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    // Client-side routes (no file extension) are answered with index.html. This is done per behaviour
    // rather than with distribution-wide 403/404 error pages, which would also turn the API's own 403 and
    // 404 answers into a 200 with HTML. Public pages get their prerendered file and a job its published
    // page instead, so they arrive as HTML with their content (ADR 0014).
    // The viewer function has no imports: the stage's answer (shared/site/public-pages) goes in as data.
    const served = PRERENDERED_PAGES.filter(
      (page) => prerenderedPageFor(page.path, { hasQuery: false, jobsLive: props.jobsLive }) !== undefined,
    );
    const prerendered = Object.fromEntries(served.map((page) => [page.path, `/${page.file}`]));
    const shellWithQuery = served
      .filter(
        (page) => prerenderedPageFor(page.path, { hasQuery: true, jobsLive: props.jobsLive }) === undefined,
      )
      .map((page) => page.path);
    const jobPage = new RegExp(`^/jobs/(${JOB_ID_PATTERN.source.replace(/^\^|\$$/g, '')})$`);
    const companyPage = new RegExp(`^/companies/(${COMPANY_SLUG_PATTERN.source.replace(/^\^|\$$/g, '')})$`);
    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'Serve prerendered pages, published job and company pages, else index.html for client routes',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        [
          `var PAGES = ${JSON.stringify(prerendered)};`,
          // A query draws another page there (the footer's ready-made searches): the SPA shell draws it.
          `var SHELL_WITH_QUERY = ${JSON.stringify(shellWithQuery)};`,
          `var JOB_PAGE = ${jobPage.toString()};`,
          `var COMPANY_PAGE = ${companyPage.toString()};`,
          'function handler(event) {',
          '  var request = event.request;',
          '  var uri = request.uri;',
          '  var hasQuery = Object.keys(request.querystring || {}).length > 0;',
          '  if (Object.prototype.hasOwnProperty.call(PAGES, uri)) {',
          "    request.uri = hasQuery && SHELL_WITH_QUERY.indexOf(uri) !== -1 ? '/index.html' : PAGES[uri];",
          '    return request;',
          '  }',
          '  var page = JOB_PAGE.exec(uri) || COMPANY_PAGE.exec(uri);',
          "  if (page) request.uri = '/' + page[0].substring(1) + '.html';",
          "  else if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) request.uri = '/index.html';",
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    const siteBehavior: cloudfront.BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
      functionAssociations: [
        { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    };

    const certificate = props.customDomain
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn)
      : undefined;

    // Published pages (jobs, companies) with the SPA shell to fall back on; one origin group for both.
    const publishedPages = new origins.OriginGroup({
      primaryOrigin: siteOrigin,
      fallbackOrigin: origins.FunctionUrlOrigin.withOriginAccessControl(this.spaShell(props)),
      fallbackStatusCodes: [403, 404],
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Jobmatch site and API',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      domainNames: props.customDomain ? [props.customDomain.name] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // PriceClass_100 has no edge locations in India; 200 does.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: siteBehavior,
      additionalBehaviors: {
        // A job page the bucket does not hold yet (published moments after the job is written) or at all
        // (a mistyped id) is answered by the SPA, which shows the job from the API or says it was not
        // found, instead of the bucket's bare 403 (OAC without list). Origin failover keeps this to job
        // pages: distribution-wide error pages would also rewrite the API's own 403 and 404 answers.
        '/jobs/*': {
          ...siteBehavior,
          origin: publishedPages,
        },
        // Likewise a company's page (issue 34): an old address or an id is answered by the SPA, which redirects.
        '/companies/*': {
          ...siteBehavior,
          origin: publishedPages,
        },
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            customHeaders: { [props.originVerify.header]: props.originVerify.value },
          }),
          // A redirect would turn a POST into a GET; API clients must use HTTPS from the start.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
      },
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'A public job marketplace: candidates and employers outside India (NRIs, remote hiring) are expected users.',
    });
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be chosen; stages with `domain` and `certificateArn` get TLSv1.2_2021.',
      });
    }

    this.deploySite(props);
  }

  /**
   * A function that answers any request with the SPA's index.html, read from the site bucket on each
   * call so it is always the deployed one. Reached only through CloudFront (origin access control).
   * Inline: a few lines of CDN plumbing with no application behaviour, like the viewer-request function.
   */
  private spaShell(props: WebProps): lambda.FunctionUrl {
    const logGroup = new logs.LogGroup(this, 'SpaShellLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'SpaShellRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Reads the SPA shell (index.html) for job pages not published yet',
    });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects('index.html')],
      }),
    );
    const fn = new lambda.Function(this, 'SpaShell', {
      description: 'Answers a job page the site bucket does not hold with the SPA (ADR 0014)',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 128,
      timeout: Duration.seconds(5),
      role,
      logGroup,
      environment: { [ENV.siteBucket]: this.bucket.bucketName },
      handler: 'index.handler',
      code: lambda.Code.fromInline(
        [
          "const { GetObjectCommand, S3Client } = require('@aws-sdk/client-s3');",
          'const s3 = new S3Client({});',
          'exports.handler = async () => {',
          `  const shell = await s3.send(new GetObjectCommand({ Bucket: process.env.${ENV.siteBucket}, Key: 'index.html' }));`,
          '  return {',
          '    statusCode: 200,',
          "    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },",
          "    body: await shell.Body.transformToString('utf-8'),",
          '  };',
          '};',
        ].join('\n'),
      ),
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the design fixes for every function; moving to a newer runtime is a deliberate, tested upgrade for all of them together.',
    });
    return fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
  }

  get siteOrigin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /** The origin people use: the custom domain when there is one. */
  get publicOrigin(): string {
    return this.customDomain ? `https://${this.customDomain}` : this.siteOrigin;
  }

  /**
   * Lets a function publish pages beside the SPA (ADR 0014): read the shell (index.html), write job pages
   * and the sitemap, and see a missing page as 404. Nothing else of the bucket.
   */
  grantPagePublishing(fn: lambda.Function, role: iam.IRole): void {
    fn.addEnvironment(ENV.siteBucket, this.bucket.bucketName);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects('index.html')],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [
          this.bucket.arnForObjects(jobPageKey('*')),
          this.bucket.arnForObjects(companyPageKey('*')),
          this.bucket.arnForObjects(SITEMAP_KEY),
        ],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnRef(role, this.bucket.node.defaultChild)}/${jobPageKey('*')}]`,
      reason:
        'One page per job, named by the job id: the grant covers the job pages of the site bucket only.',
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnRef(role, this.bucket.node.defaultChild)}/${companyPageKey('*')}]`,
      reason:
        'One page per company, named by its slug: the grant covers the company pages of the site bucket only.',
    });
  }

  private deploySite(props: WebProps): void {
    if (!fs.existsSync(props.distDir)) {
      Annotations.of(this).addInfo(
        `${props.distDir} does not exist: the site is not deployed. Build the web app first.`,
      );
      return;
    }
    // Source maps (built hidden) stay out of the archive: the site would otherwise publish the app's sources.
    const site = new s3assets.Asset(this, 'SiteArchive', { path: props.distDir, exclude: ['**/*.map'] });

    // The deployment handler gets an own role with exact grants; CDK's defaults would add wildcard S3
    // actions on the whole asset bucket and cloudfront:CreateInvalidation on every distribution.
    const logGroup = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'DeploymentRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built site into the site bucket',
    });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [site.bucket.arnForObjects(site.s3ObjectKey)],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
        resources: [this.bucket.arnForObjects('*')],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        resources: [this.distribution.distributionArn],
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnRef(role, this.bucket.node.defaultChild)}/*]`,
      reason: 'The deployment replaces the whole site: every object of the site bucket, and nothing else.',
    });
    // The handler sees the role without the ability to widen it.
    const handlerRole = role.withoutPolicyUpdates();
    const source = s3deploy.Source.bucket(site.bucket, site.s3ObjectKey);

    // Hashed build assets never change under the same name; keep old ones so open tabs can still load them.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      include: ['assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      role: handlerRole,
      logGroup,
      memoryLimit: 512,
    });
    // Everything else (index.html first of all) is revalidated on every visit. Published pages (job pages,
    // the sitemap) are not the build's: excluded, a deployment neither writes nor prunes them. Prerendered
    // pages and robots.txt come with the stage's origin from the deployment below.
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['assets/*', jobPageKey('*'), companyPageKey('*'), SITEMAP_KEY, 'prerendered/*', 'robots.txt'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role: handlerRole,
      logGroup,
      memoryLimit: 512,
    });
    // The build cannot know the stage's host name: the deployment writes it into the prerendered pages
    // (for canonical and Open Graph URLs) and robots.txt (for the sitemap's address) as it copies them.
    const origin = this.publicOrigin;
    const withOrigin = PRERENDERED_PAGES.filter((page) =>
      fs.existsSync(path.join(props.distDir, page.file)),
    ).map((page) =>
      s3deploy.Source.data(
        page.file,
        fs
          .readFileSync(path.join(props.distDir, page.file), 'utf8')
          .replaceAll(SITE_ORIGIN_PLACEHOLDER, origin),
      ),
    );
    const originPages = new s3deploy.BucketDeployment(this, 'DeployOriginPages', {
      sources: [...withOrigin, s3deploy.Source.data('robots.txt', robotsTxt(origin))],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role: handlerRole,
      logGroup,
      memoryLimit: 512,
    });
    // The grants must be in place before the handler runs; the wrapped role hides that dependency.
    assets.node.addDependency(role);
    pages.node.addDependency(role, assets);
    originPages.node.addDependency(role, pages);

    const handler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "The handler belongs to aws-cdk-lib's BucketDeployment; its runtime moves with the library version.",
      });
    }
  }
}
