import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { $ZodType, output } from 'zod/v4/core';
import { authenticate, authorize, type Principal } from '../auth/principal';
import { NotFoundError } from '../errors';
import { logger } from '../logger';
import { consumeRateLimit } from '../rate-limit';
import { parseJsonBody } from './body';
import { clientAddress } from './client-address';
import { errorResponse, jsonResponse } from './respond';
import { findRoute } from './route-table';
import type { HttpEvent, HttpLambda, HttpRequest, HttpResponse, Reply } from './types';

type RouteFunction<Body> = (request: HttpRequest<Body>) => Promise<Reply>;

interface RouteOptions<S extends $ZodType | undefined> {
  /** The shared schema the JSON body must satisfy; omitted for routes without a body. */
  body?: S;
}

type BodyOf<S> = S extends $ZodType ? output<S> : undefined;

const principals = new WeakMap<HttpEvent, Principal>();

/**
 * The guard every route passes before its function runs: the route table says who may call it and how
 * often. Rate limits count first, so a flood of bad tokens is throttled too.
 */
const routeGuard = (): middy.MiddlewareObj<HttpEvent, HttpResponse> => ({
  before: async ({ event }) => {
    const route = findRoute(event.routeKey);
    if (!route) throw new NotFoundError();
    if (route.rateLimit) await consumeRateLimit(route.rateLimit, await clientAddress(event));
    if (route.audience === 'public') return;
    const principal = await authenticate(event);
    authorize(principal, route.audience);
    principals.set(event, principal);
  },
});

/** Turns any thrown error into the catalogue's answer; the last word of every HTTP function. */
const catalogueErrors = (): middy.MiddlewareObj<HttpEvent, HttpResponse> => ({
  onError: async (request) => {
    request.response = errorResponse(request.error);
  },
});

/** One HTTP route: guard, body validation, the function, and the `{ data }` envelope. */
export function httpRoute<S extends $ZodType | undefined = undefined>(
  options: RouteOptions<S>,
  fn: RouteFunction<BodyOf<S>>,
): HttpLambda {
  return middy<HttpEvent, HttpResponse, Error, Context>()
    .use(catalogueErrors())
    .use(routeGuard())
    .handler(async (event, context) => {
      const body = (options.body ? parseJsonBody(event, options.body) : undefined) as BodyOf<S>;
      const reply = await fn({
        body,
        pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        requestId: context.awsRequestId,
        principal: principals.get(event),
        event,
      });
      return jsonResponse(reply.status, reply.body ?? { data: reply.data }, reply.headers, reply.cookies);
    });
}

/**
 * A feature's Lambda entry: one function serves the feature's routes, dispatched on the routeKey
 * API Gateway reports, normalised through the route table.
 */
export function httpRoutes(routes: Record<string, HttpLambda>): HttpLambda & { routeKeys: string[] } {
  const dispatch = async (event: HttpEvent, context: Context): Promise<HttpResponse> => {
    logger.addContext(context);
    const route = findRoute(event.routeKey);
    const target = route && routes[`${route.method} ${route.path}`];
    if (!target) return errorResponse(new NotFoundError());
    return target(event, context);
  };
  return Object.assign(dispatch, { routeKeys: Object.keys(routes) });
}
