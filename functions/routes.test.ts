// Boundary: the route table against the handler modules it names, and the authorization matrix over HTTP.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../shared/auth/user';
import { callApi } from '../test/support/api';
import { type RoleTokens, roleTokens } from '../test/support/role-tokens';
import { derivedKey } from './platform/auth/secret';
import { type Audience, type FunctionSpec, type RouteSpec, routeKey } from './platform/contract';
import type { HttpFunction, LoadRoutes } from './platform/http/dispatch';
import { loadHandler } from './platform/local/load-handler';
import { EVENT_RULES, FALLBACK_FUNCTION, ROUTES } from './routes';

/** Public routes whose credential is the refresh cookie rather than a bearer token. */
const COOKIE_CREDENTIAL = new Set(['POST /auth/refresh']);

/** Routes that end the caller's account or its sessions: each role calls them with an account of its own. */
const ENDS_ACCOUNT = new Set(['DELETE /users/me', 'POST /auth/sign-out-everywhere']);

const samplePath = (route: RouteSpec) => route.path.replace(/\{\w+\}/g, randomUUID());

describe('route table', () => {
  it('declares each method and path once', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s is served by the handler its function names',
    async (key, route) => {
      const handler = (await loadHandler(route.fn)) as HttpFunction;
      expect(await handler.routeFor(key)).toBeTypeOf('function');
    },
  );

  it("sends each function's routes, and only those, to modules that export exactly what is sent to them", async () => {
    const byFunction = new Map<string, { fn: FunctionSpec; keys: string[] }>();
    for (const route of ROUTES) {
      const entry = byFunction.get(route.fn.name) ?? { fn: route.fn, keys: [] };
      entry.keys.push(routeKey(route));
      byFunction.set(route.fn.name, entry);
    }
    for (const { fn, keys } of byFunction.values()) {
      const handler = (await loadHandler(fn)) as HttpFunction;
      expect([...handler.routeKeys].sort(), fn.name).toEqual([...keys].sort());
      const sentTo = new Map<LoadRoutes, string[]>();
      for (const [key, load] of Object.entries(handler.modules))
        sentTo.set(load, [...(sentTo.get(load) ?? []), key]);
      for (const [load, sent] of sentTo) {
        const { routes } = await load();
        expect(Object.keys(routes).sort(), fn.name).toEqual(sent.sort());
      }
    }
  });

  it('gives every function one module and one access record', () => {
    const functions = [
      ...ROUTES.map((route) => route.fn),
      ...EVENT_RULES.map((rule) => rule.fn),
      FALLBACK_FUNCTION,
    ];
    const byName = new Map<string, string>();
    for (const fn of functions) {
      expect(byName.get(fn.name) ?? JSON.stringify(fn)).toBe(JSON.stringify(fn));
      byName.set(fn.name, JSON.stringify(fn));
    }
  });

  it("keeps the admin's figures and moderation to admins (issue 38)", () => {
    const audienceOf = (key: string) => ROUTES.find((route) => routeKey(route) === key)?.audience;
    expect(audienceOf('GET /admin/dashboard')).toBe('admin');
    expect(audienceOf('POST /admin/jobs/{id}/moderation')).toBe('admin');
  });

  it('lets anyone signed in report a job and keeps the moderation queue to admins (issue 33)', () => {
    const audienceOf = (key: string) => ROUTES.find((route) => routeKey(route) === key)?.audience;
    expect(audienceOf('POST /jobs/{id}/reports')).toBe('authenticated');
    expect(audienceOf('GET /jobs/{id}/reports/mine')).toBe('authenticated');
    expect(audienceOf('GET /jobs/posting-standing')).toBe('approvedEmployer');
    for (const key of [
      'GET /admin/job-reports',
      'POST /admin/job-reports/{id}/decision',
      'POST /admin/organizations/{orgId}/posting-suspension',
      'DELETE /admin/organizations/{orgId}/posting-suspension',
    ]) {
      expect(audienceOf(key), key).toBe('admin');
    }
  });

  it('opens the typeahead to everyone, guest or signed in, without a per-request budget (issue 36)', () => {
    const route = ROUTES.find((candidate) => routeKey(candidate) === 'GET /jobs/suggest');
    expect(route?.audience).toBe('public');
    expect(route?.rateLimit).toBeUndefined();
  });

  it('opens the privacy request form to everyone, its queue to admins only, and rate-limits the mailing routes (issue 35)', () => {
    const routeOf = (key: string) => ROUTES.find((route) => routeKey(route) === key);
    expect(routeOf('POST /privacy-requests')?.audience).toBe('authenticated');
    expect(routeOf('GET /privacy-requests/mine')?.audience).toBe('authenticated');
    expect(routeOf('POST /privacy-requests/guest')).toMatchObject({
      audience: 'public',
      rateLimit: 'privacyRequest',
    });
    expect(routeOf('POST /privacy-requests/confirmation')).toMatchObject({
      audience: 'public',
      rateLimit: 'mailLink',
    });
    expect(routeOf('POST /account-retention/keep')).toMatchObject({
      audience: 'public',
      rateLimit: 'mailLink',
    });
    expect(routeOf('GET /admin/privacy-requests')?.audience).toBe('admin');
    expect(routeOf('POST /admin/privacy-requests/{id}/status')?.audience).toBe('admin');
  });

  it('keeps candidate search and openings to approved employers, the consent to candidates (issue 34)', () => {
    const audienceOf = (key: string) => ROUTES.find((route) => routeKey(route) === key)?.audience;
    for (const key of [
      'GET /candidate-search',
      'POST /candidates/{id}/contact',
      'POST /candidates/{id}/resume',
    ]) {
      expect(audienceOf(key), key).toBe('approvedEmployer');
    }
    expect(audienceOf('PUT /profile/contact-preferences')).toBe('candidate');
    expect(audienceOf('GET /privacy/access-log')).toBe('authenticated');
    expect(audienceOf('POST /privacy/export')).toBe('authenticated');
    expect(audienceOf('GET /admin/access-log')).toBe('admin');
  });

  it.each(EVENT_RULES.map((rule) => [rule.name, rule] as const))(
    'event rule %s names a handler',
    async (_name, rule) => {
      await expect(loadHandler(rule.fn)).resolves.toBeTypeOf('function');
    },
  );
});

/** The audiences that admit approved employers (the demo employer's token) but not pending ones. */
const FOR_APPROVED_EMPLOYERS = new Set<Audience>(['approvedEmployer', 'candidateOrApprovedEmployer']);

/** Which roles each audience admits, approved employers aside (FOR_APPROVED_EMPLOYERS). */
const ADMITS: Record<Exclude<Audience, 'public'>, Role[]> = {
  authenticated: ['candidate', 'employer', 'admin'],
  candidate: ['candidate'],
  employer: ['employer'],
  approvedEmployer: ['admin'],
  candidateOrApprovedEmployer: ['candidate', 'admin'],
  admin: ['admin'],
};

describe('authorization matrix', () => {
  const protectedRoutes = ROUTES.filter((route) => route.audience !== 'public');
  let tokens = {} as RoleTokens;

  beforeAll(async () => {
    tokens = await roleTokens();
  });

  const call = (route: RouteSpec, authorization?: string) =>
    callApi(samplePath(route), {
      method: route.method,
      body: route.method === 'GET' ? undefined : {},
      headers: authorization ? { authorization } : {},
    });

  it.each(
    ROUTES.filter((route) => route.audience === 'public' && !COOKIE_CREDENTIAL.has(routeKey(route))).map(
      (route) => [routeKey(route), route] as const,
    ),
  )('public route %s answers without a token (never 401 or 403)', async (_key, route) => {
    const response = await call(route);
    expect([401, 403]).not.toContain(response.status);
  });

  describe.each(protectedRoutes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    it('refuses no token, a malformed header, a forged token, alg none and an expired token with 401', async () => {
      const otherKey = new TextEncoder().encode('x'.repeat(32));
      const forged = await new SignJWT({ role: 'admin', ver: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(randomUUID())
        .setIssuer('jobmatch')
        .setAudience('jobmatch-api')
        .setExpirationTime('5m')
        .sign(otherKey);
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: randomUUID(), role: 'admin', ver: 1, iss: 'jobmatch', aud: 'jobmatch-api', exp: 9_999_999_999 })}.`;
      const expired = await new SignJWT({ role: 'admin', ver: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(randomUUID())
        .setIssuer('jobmatch')
        .setAudience('jobmatch-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(await derivedKey('access-token'));

      for (const authorization of [
        undefined,
        'Basic abc',
        `Bearer ${forged}`,
        `Bearer ${unsigned}`,
        `Bearer ${expired}`,
      ]) {
        const response = await call(route, authorization);
        expect(response.status, authorization ?? 'no token').toBe(401);
        expect(response.json.code).toBe('UNAUTHORIZED');
      }
    });

    it('admits exactly the roles of its audience (403 for the others)', async () => {
      const tokensForRoute = ENDS_ACCOUNT.has(routeKey(route)) ? await roleTokens() : tokens;
      const admitted = ADMITS[route.audience as Exclude<Audience, 'public'>];
      for (const role of ['candidate', 'employer', 'admin'] as const) {
        const response = await call(route, `Bearer ${tokensForRoute[role]}`);
        if (admitted.includes(role) || (FOR_APPROVED_EMPLOYERS.has(route.audience) && role === 'employer')) {
          expect([401, 403], role).not.toContain(response.status);
        } else {
          expect(response.status, role).toBe(403);
        }
      }
      if (FOR_APPROVED_EMPLOYERS.has(route.audience)) {
        expect((await call(route, `Bearer ${tokensForRoute.pendingEmployer}`)).status).toBe(403);
      }
    });
  });
});
