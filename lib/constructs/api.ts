import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteSpec } from '../../functions/platform/contract';
import { pascal } from '../names';
import type { AppFunction } from './app-function';

export interface ApiProps {
  stageName: string;
  /** Every route lives below this path (the API is reached through the site's `/api/*` behaviour). */
  basePath: string;
  throttling: { rateLimit: number; burstLimit: number };
  logRetention: logs.RetentionDays;
  retainLogs: boolean;
}

/** The HTTP API: one route per route-table entry, `$default` for everything else, access-logged. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  private readonly basePath: string;
  private readonly integrations = new Map<AppFunction, HttpLambdaIntegration>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.basePath = props.basePath;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `jobmatch-${props.stageName}`,
      description: `Jobmatch ${props.stageName} API under ${props.basePath}`,
      createDefaultStage: false,
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
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is enforced in handler middleware from the route table (audience per route) with our own JWTs, identically in AWS and locally; an API Gateway authorizer would duplicate it in one column only.',
    });
  }

  /** `GET /health` becomes `GET /api/v1/health`, integrated with the route's function. */
  addRoute(route: RouteSpec, target: AppFunction): apigw.HttpRoute {
    const path = `${this.basePath}${route.path}`;
    return new apigw.HttpRoute(this, `${route.method}${pascal(route.path) || 'Root'}`, {
      httpApi: this.httpApi,
      routeKey: apigw.HttpRouteKey.with(path, apigw.HttpMethod[route.method]),
      integration: this.integration(target),
    });
  }

  /** Requests no route matches (unknown path or method) go to this function. */
  setFallback(target: AppFunction): apigw.HttpRoute {
    return new apigw.HttpRoute(this, 'Fallback', {
      httpApi: this.httpApi,
      routeKey: apigw.HttpRouteKey.DEFAULT,
      integration: this.integration(target),
    });
  }

  /** The execute-api host, for CloudFront's origin. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
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
