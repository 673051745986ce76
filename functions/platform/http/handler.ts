import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { $ZodType, output } from 'zod/v4/core';
import { noteActivity } from '../auth/activity';
import { deferredSession } from '../auth/deferred-session';
import { authenticate, authorize, type Principal, verifiedClaims } from '../auth/principal';
import { RATE_LIMITS } from '../contract';
import { NotFoundError } from '../errors';
import { consumeRateLimit } from '../rate-limit';
import { parseJsonBody } from './body';
import { clientAddress } from './client-address';
import { checkPathParameters } from './path-params';
import { errorResponse, jsonResponse } from './respond';
import { findRoute } from './route-table';
import type { HttpEvent, HttpLambda, HttpRequest, HttpResponse, Reply } from './types';

type RouteFunction<Body> = (request: HttpRequest<Body>) => Promise<Reply>;

interface RouteOptions<S extends $ZodType | undefined> {
  /** The shared schema the JSON body must satisfy; omitted for routes without a body. */
  body?: S;
  /**
   * The function reads the caller's account with its own first batch (auth/deferred-session.ts): it gets
   * `session` instead of `principal`, and the route reads the account itself before answering when the
   * function did not. A route with a per-account rate limit, which counts once the caller is known, is
   * guarded as any other.
   */
  deferAccount?: true;
}

type BodyOf<S> = S extends $ZodType ? output<S> : undefined;

const principals = new WeakMap<HttpEvent, Principal>();
const sessions = new WeakMap<HttpEvent, ReturnType<typeof deferredSession>>();

/**
 * The guard every route passes before its function runs: the route table says who may call it, how often
 * and what its path ids look like. A per-address limit counts first, so a flood of bad tokens is
 * throttled too; a per-account limit counts once the caller is known. Path ids are checked last, so a
 * caller who may not use the route learns nothing from them.
 */
const routeGuard = ({
  deferAccount,
}: {
  deferAccount?: true;
}): middy.MiddlewareObj<HttpEvent, HttpResponse> => ({
  before: async ({ event }) => {
    const route = findRoute(event.routeKey);
    if (!route) throw new NotFoundError();
    const limit = route.rateLimit;
    if (limit && RATE_LIMITS[limit].key === 'ip') await consumeRateLimit(limit, await clientAddress(event));
    if (route.audience !== 'public' && deferAccount && !(limit && RATE_LIMITS[limit].key === 'account')) {
      const session = deferredSession(await verifiedClaims(event), route.audience);
      sessions.set(event, session);
      try {
        checkPathParameters(route.path, event.pathParameters ?? {});
      } catch (error) {
        // As for any route, who may call it is decided before its path ids say anything.
        await session.confirmAlone();
        throw error;
      }
      return;
    }
    if (route.audience !== 'public') {
      const principal = await authenticate(event);
      authorize(principal, route.audience);
      principals.set(event, principal);
      if (limit && RATE_LIMITS[limit].key === 'account') await consumeRateLimit(limit, principal.record.id);
    }
    checkPathParameters(route.path, event.pathParameters ?? {});
  },
});

/** Turns any thrown error into the catalogue's answer; the last word of every HTTP function. */
const catalogueErrors = (): middy.MiddlewareObj<HttpEvent, HttpResponse> => ({
  onError: async (request) => {
    request.response = errorResponse(request.error);
  },
});

/**
 * Runs a deferred-account route's function: whatever it answers or throws leaves only once the account has
 * vouched for the caller, read by the function's batch or, when it did not read it, here.
 */
async function answeredOnlyWhenConfirmed(
  session: ReturnType<typeof deferredSession>,
  call: () => Promise<Reply>,
): Promise<Reply> {
  let reply: Reply;
  try {
    reply = await call();
  } catch (error) {
    await session.confirmAlone();
    throw error;
  }
  await session.confirmAlone();
  return reply;
}

/** One HTTP route: guard, body validation, the function, and the `{ data }` envelope. */
export function httpRoute<S extends $ZodType | undefined = undefined>(
  options: RouteOptions<S>,
  fn: RouteFunction<BodyOf<S>>,
): HttpLambda & { bodySchema?: $ZodType } {
  const lambda = middy<HttpEvent, HttpResponse, Error, Context>()
    .use(catalogueErrors())
    .use(routeGuard(options))
    .handler(async (event, context) => {
      const session = sessions.get(event);
      const call = async () => {
        const body = (options.body ? parseJsonBody(event, options.body) : undefined) as BodyOf<S>;
        return fn({
          body,
          pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
          query: (event.queryStringParameters ?? {}) as Record<string, string>,
          requestId: context.awsRequestId,
          principal: principals.get(event),
          session,
          event,
        });
      };
      const reply = session ? await answeredOnlyWhenConfirmed(session, call) : await call();
      // Retention counts from the last use (ADR 0038): the first answered request of a day marks it.
      const caller = session?.principal ?? principals.get(event);
      if (caller) await noteActivity(caller.record);
      return jsonResponse(reply.status, reply.body ?? { data: reply.data }, reply.headers, reply.cookies);
    });
  return Object.assign(lambda, { bodySchema: options.body });
}
