import type { Context } from 'aws-lambda';
import type { $ZodType } from 'zod/v4/core';
import { NotFoundError } from '../errors';
import { logger } from '../logger';
import { refuseDirectRequests } from './origin-proof';
import { errorResponse } from './respond';
import { findRoute } from './route-table';
import type { HttpEvent, HttpLambda, HttpResponse } from './types';

/*
 * Apart from the route guard (handler.ts): a function whose one route needs no guard (health) loads only
 * this, not the user records, tokens and rate limiter the guard brings.
 */

/**
 * A feature's Lambda entry: one function serves the feature's routes, dispatched on the routeKey
 * API Gateway reports, normalised through the route table. It names its routes and their body schemas,
 * so tests generated from the route table can check and fuzz each one.
 */
export function httpRoutes(
  routes: Record<string, HttpLambda & { bodySchema?: $ZodType }>,
): HttpLambda & { routeKeys: string[]; bodySchemas: Record<string, $ZodType | undefined> } {
  const dispatch = async (event: HttpEvent, context: Context): Promise<HttpResponse> => {
    logger.addContext(context);
    const refusal = await refuseDirectRequests(event);
    if (refusal) return refusal;
    const route = findRoute(event.routeKey);
    const target = route && routes[`${route.method} ${route.path}`];
    if (!target) return errorResponse(new NotFoundError());
    return target(event, context);
  };
  const bodySchemas = Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [key, route.bodySchema]),
  );
  return Object.assign(dispatch, { routeKeys: Object.keys(routes), bodySchemas });
}
