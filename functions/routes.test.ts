// Boundary: the route table against the handler modules it names (what CDK and the local host deploy).
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { callApi } from '../test/support/api';
import { routeKey } from './platform/contract';
import { loadHandler } from './platform/local/load-handler';
import { EVENT_RULES, FALLBACK_FUNCTION, ROUTES } from './routes';

describe('route table', () => {
  it('declares each method and path once', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s is served by the handler its function names',
    async (_key, route) => {
      const handler = (await loadHandler(route.fn)) as { routeKeys?: string[] };
      expect(handler.routeKeys).toContain(routeKey(route));
    },
  );

  it('gives every function one module and one access record', () => {
    const functions = [
      ...ROUTES.map((route) => route.fn),
      ...EVENT_RULES.map((rule) => rule.fn),
      FALLBACK_FUNCTION,
    ];
    const byName = new Map<string, string>();
    for (const fn of functions) {
      expect(byName.get(fn.name) ?? fn.entry).toBe(fn.entry);
      byName.set(fn.name, fn.entry);
    }
  });

  it.each(EVENT_RULES.map((rule) => [rule.name, rule] as const))(
    'event rule %s names a handler',
    async (_name, rule) => {
      await expect(loadHandler(rule.fn)).resolves.toBeTypeOf('function');
    },
  );
});

describe('authorization matrix', () => {
  const protectedRoutes = ROUTES.filter((route) => route.audience !== 'public');

  it.each(
    ROUTES.filter((route) => route.audience === 'public').map((route) => [routeKey(route), route] as const),
  )('public route %s answers without a token (never 401 or 403)', async (_key, route) => {
    const response = await callApi(route.path.replace(/\{\w+\}/g, 'x'), {
      method: route.method,
      body: route.method === 'GET' ? undefined : {},
    });
    expect([401, 403]).not.toContain(response.status);
  });

  it('refuses a call without a token on every protected route', async () => {
    for (const route of protectedRoutes) {
      const handler = await loadHandler(route.fn);
      const event = {
        routeKey: `${route.method} /api/v1${route.path}`,
        rawPath: `/api/v1${route.path}`,
        headers: {},
        requestContext: { http: { method: route.method, sourceIp: '192.0.2.1' } },
      } as unknown as APIGatewayProxyEventV2;
      const response = await handler(event, { awsRequestId: 'test' } as Context);
      expect(response.statusCode, routeKey(route)).toBe(401);
    }
  });
});
