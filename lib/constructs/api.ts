import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type RouteSpec, routeKey } from '../../functions/platform/contract';
import { pascal } from '../names';
import type { AppFunction } from './app-function';

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

export interface ApiProps {
  stageName: string;
  /** Every route lives below this path (the API is reached through the site's `/api/*` behaviour). */
  basePath: string;
  throttling: Throttle;
  /**
   * The API's own name and a certificate for it in the stack's region. With it the default execute-api
   * endpoint is disabled, so the API answers only on this name.
   */
  customDomain?: { name: string; certificateArn: string };
  logRetention: logs.RetentionDays;
  retainLogs: boolean;
}

/** The HTTP API: one route per route-table entry, `$default` for everything else, access-logged. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** The host CloudFront forwards `/api/*` to. */
  readonly originDomainName: string;
  /** Where the API's DNS name must point (a CNAME), when it has one. */
  readonly customDomainTarget?: string;
  private readonly basePath: string;
  private readonly integrations = new Map<AppFunction, HttpLambdaIntegration>();
  private readonly routes = new Map<string, apigw.HttpRoute>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.basePath = props.basePath;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `jobmatch-${props.stageName}`,
      description: `Jobmatch ${props.stageName} API under ${props.basePath}`,
      createDefaultStage: false,
      disableExecuteApiEndpoint: Boolean(props.customDomain),
    });
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttling,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            sourceIp: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            method: '$context.httpMethod',
            path: '$context.path',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    if (props.customDomain) {
      const domain = new apigw.DomainName(this, 'Domain', {
        domainName: props.customDomain.name,
        certificate: acm.Certificate.fromCertificateArn(
          this,
          'Certificate',
          props.customDomain.certificateArn,
        ),
        securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      });
      new apigw.ApiMapping(this, 'Mapping', { api: this.httpApi, domainName: domain, stage: this.stage });
      this.originDomainName = props.customDomain.name;
      this.customDomainTarget = domain.regionalDomainName;
    } else {
      const stack = Stack.of(this);
      this.originDomainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    }
  }

  /**
   * `GET /health` becomes `GET /api/v1/health`, integrated with the route's function. The route (and the
   * function's one integration, made with its first route) is created in `scope`: the nested stack of the
   * function's feature, so routes grow there and not in the stage stack (ADR 0002).
   */
  addRoute(route: RouteSpec, target: AppFunction, scope: Construct = this): apigw.HttpRoute {
    const path = `${this.basePath}${route.path}`;
    const httpRoute = new apigw.HttpRoute(scope, `${route.method}${pascal(route.path) || 'Root'}`, {
      httpApi: this.httpApi,
      routeKey: apigw.HttpRouteKey.with(path, apigw.HttpMethod[route.method]),
      integration: this.integration(target),
    });
    this.routes.set(routeKey(route), httpRoute);
    return acknowledgeAuthorization(httpRoute);
  }

  /**
   * Gives routes (`POST /resume/parse`) their own bucket instead of the stage's, so a flood of expensive
   * calls is answered 429 at the gateway before it takes the functions' concurrency from everything else.
   */
  throttleRoutes(throttles: Record<string, Throttle>): void {
    // RouteSettings is a free-form map in CloudFormation, so CDK passes it through as written.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [key, throttle] of Object.entries(throttles)) {
      const route = this.routes.get(key);
      if (!route) throw new Error(`apiThrottling.routes names ${key}, which is not in the route table`);
      const [method, path] = key.split(' ');
      routeSettings[`${method} ${this.basePath}${path}`] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
      // API Gateway refuses settings for a route key that does not exist yet.
      this.stage.node.addDependency(route);
    }
    (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;
  }

  /** Requests no route matches (unknown path or method) go to this function; `scope` as for `addRoute`. */
  setFallback(target: AppFunction, scope: Construct = this): apigw.HttpRoute {
    return acknowledgeAuthorization(
      new apigw.HttpRoute(scope, 'Fallback', {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.DEFAULT,
        integration: this.integration(target),
      }),
    );
  }

  private integration(target: AppFunction): HttpLambdaIntegration {
    let integration = this.integrations.get(target);
    if (!integration) {
      // One integration and one API-wide invoke permission per function: a function serving many routes
      // would otherwise carry one permission per route and outgrow Lambda's resource-policy size limit.
      integration = new HttpLambdaIntegration(`${pascal(target.spec.name)}Integration`, target.fn, {
        scopePermissionToRoute: false,
      });
      this.integrations.set(target, integration);
    }
    return integration;
  }
}

/** On each route, wherever its nested stack puts it (an acknowledgement covers only its own subtree). */
function acknowledgeAuthorization(route: apigw.HttpRoute): apigw.HttpRoute {
  Validations.of(route).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      'Authorization is enforced in handler middleware from the route table (audience per route) with our own JWTs, identically in AWS and locally; an API Gateway authorizer would duplicate it in one column only.',
  });
  return route;
}
