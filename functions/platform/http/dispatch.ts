import type { Context } from 'aws-lambda';
import type { $ZodType } from 'zod/v4/core';
import { NotFoundError } from '../errors';
import { logger } from '../logger';
import { refuseDirectRequests } from './origin-proof';
import { errorResponse } from './respond';
import { relativeRouteKey } from './route-key';
import type { HttpEvent, HttpLambda, HttpResponse } from './types';

/** One route's code, with its body schema, so tests generated from the route table can check and fuzz it. */
export type RouteHandler = HttpLambda & { bodySchema?: $ZodType };

/** A module of a function's routes, by route key ('GET /profile'). */
export type RouteMap = Record<string, RouteHandler>;

/** Imports a module of routes; in a Lambda bundle, a chunk of its own (code splitting, ADR 0004). */
export type LoadRoutes = () => Promise<{ routes: RouteMap }>;

export type HttpFunction = HttpLambda & {
  routeKeys: string[];
  /** The route's code, loading its module if no request has yet. */
  routeFor(routeKey: string): Promise<RouteHandler | undefined>;
  /** Which module serves each route key: the route-table tests compare it with what the modules export. */
  modules: Record<string, LoadRoutes>;
};

/*
 * A feature's Lambda entry loads only this: its own route keys, the origin check and the error answers, the
 * least any request needs (not the route table of every feature, nor the Secrets Manager client). A route's code (its guard, the entities and clients it uses) is imported by the
 * first request that takes the route, so a function's cold start does not parse and run the code of all its
 * routes for one of them: a profile save does not load the S3 client the resume upload needs.
 */

/**
 * A feature's Lambda entry: one function serves the feature's routes, dispatched on the routeKey API
 * Gateway reports (prefix removed), each to the module that exports it.
 */
export function httpRoutes(modules: Record<string, LoadRoutes>): HttpFunction {
  const routeFor = async (routeKey: string): Promise<RouteHandler | undefined> => {
    // Own keys only: a key from outside must never reach Object.prototype's members.
    const load = Object.hasOwn(modules, routeKey) ? modules[routeKey] : undefined;
    if (!load) return undefined;
    const { routes } = await load();
    const route = routes[routeKey];
    if (!route) throw new Error(`${routeKey} is sent to a module of routes that does not export it`);
    return route;
  };
  const dispatch = async (event: HttpEvent, context: Context): Promise<HttpResponse> => {
    logger.addContext(context);
    const refusal = await refuseDirectRequests(event);
    if (refusal) return refusal;
    const target = await routeFor(relativeRouteKey(event.routeKey));
    if (!target) return errorResponse(new NotFoundError());
    return target(event, context);
  };
  return Object.assign(dispatch, { routeKeys: Object.keys(modules), routeFor, modules });
}
