// Boundary: every route of the table over HTTP with hostile input: whatever is sent, the answer is never a 5xx.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { callApi } from '../test/support/api';
import { type RoleTokens, roleTokens } from '../test/support/role-tokens';
import { type Audience, RATE_LIMITS, type RouteSpec, routeKey } from './platform/contract';
import type { HttpFunction } from './platform/http/dispatch';
import { COLLECTION_SHAPES, paramCollections } from './platform/http/path-params';
import { timeOrderedId } from './platform/ids';
import { loadHandler } from './platform/local/load-handler';
import { ROUTES } from './routes';

/** Routes that end the caller's account: they get accounts of their own. */
const ENDS_ACCOUNT = new Set(['DELETE /users/me']);

/** Whether a route needs accounts of its own: it ends them, or counts a budget on them. */
const needsOwnAccounts = (route: RouteSpec) =>
  ENDS_ACCOUNT.has(routeKey(route)) || (route.rateLimit && RATE_LIMITS[route.rateLimit].key === 'account');

/** The token each audience is called with, so bodies get past the guard to validation and the service. */
const CALLER: Record<Audience, keyof RoleTokens | undefined> = {
  public: undefined,
  authenticated: 'candidate',
  candidate: 'candidate',
  employer: 'employer',
  approvedEmployer: 'employer',
  candidateOrApprovedEmployer: 'employer',
  admin: 'admin',
};

/** Query names the API reads somewhere; each route gets all of them, hostile. */
const QUERY_NAMES = [
  'email',
  'otp',
  'purpose',
  'page',
  'size',
  'q',
  'status',
  'jobId',
  'minMatch',
  'location',
];

const HUGE = 'x'.repeat(3000);
// Ten query values of 1,000 characters stay under the 16 KB a request line and its headers may take.
const ODD_TEXTS = [
  'x'.repeat(1000),
  '\u0000\u202e',
  '../../etc/passwd',
  '%00',
  '<script>',
  '-1',
  '1e309',
  'null',
];

/** Path ids: the shapes this API mints (unknown records), and shapes it never mints. */
const PATH_IDS = [
  timeOrderedId(),
  randomUUID(),
  'acme-tech-unknown',
  'A'.repeat(3000),
  '%2e%2e%2f%2e%2e',
  '%E0%A4%A8%E0%A4%B9%E0%A5%80%E0%A4%82',
  '%00',
  '-1',
];

type ZodDef = {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  in?: $ZodType;
  element?: $ZodType;
};
const defOf = (schema: $ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema under optional/nullable/default/pipe wrappers. */
function unwrap(schema: $ZodType): ZodDef {
  let def = defOf(schema);
  for (let depth = 0; depth < 10; depth++) {
    const inner = def.innerType ?? def.in;
    if (!inner) break;
    def = defOf(inner);
  }
  return def;
}

/** A value of another JSON type than the field's. */
function wrongType(def: ZodDef): unknown {
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 12345;
    case 'number':
    case 'int':
    case 'bigint':
      return '12';
    case 'boolean':
      return 'true';
    case 'array':
      return { length: 1 };
    default:
      return ['not', 'an', 'object'];
  }
}

/** A value of the field's own type at an extreme: long text, huge and negative numbers, long lists. */
function extreme(def: ZodDef, textLength: number, variant: number): unknown {
  switch (def.type) {
    case 'string':
      return variant % 2 ? 'क्ष'.repeat(Math.floor(textLength / 6)) : 'x'.repeat(textLength);
    case 'enum':
    case 'literal':
      return 'NOT_AN_OPTION';
    case 'number':
    case 'int':
      return [1e308, -1, 2 ** 53 + 1, 0.5][variant % 4];
    case 'boolean':
      return variant % 2 === 0;
    case 'array': {
      const element = def.element ? unwrap(def.element) : { type: 'string' };
      return Array.from({ length: 200 }, () => extreme(element, 40, variant));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, extreme(unwrap(field), 200, variant)]),
      );
    default:
      return HUGE;
  }
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: [value] };
  return value;
}

/** An id of the shape the collection's ids are minted with, so a body gets past the path check. */
function mintedLike(collection: string): string {
  const candidates = [timeOrderedId(), randomUUID(), 'identityProof'];
  return candidates.find((candidate) => COLLECTION_SHAPES[collection]?.(candidate)) ?? timeOrderedId();
}

interface Attempt {
  what: string;
  path: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

/** The hostile requests for one route: odd path ids, odd queries, broken bodies, and fields of its schema. */
function attemptsFor(route: RouteSpec, schema: $ZodType | undefined): Attempt[] {
  const plainPath = route.path.replace(/\{(\w+)\}/g, (_match, param: string) =>
    mintedLike(paramCollections(route.path)[param] ?? ''),
  );
  const attempts: Attempt[] = [];
  if (route.path.includes('{')) {
    for (const id of PATH_IDS) {
      attempts.push({ what: `path id ${id.slice(0, 20)}`, path: route.path.replace(/\{\w+\}/g, id) });
    }
  }
  for (const [index, text] of ODD_TEXTS.entries()) {
    const query = QUERY_NAMES.map((name) => `${name}=${encodeURIComponent(text)}`).join('&');
    attempts.push({ what: `query ${index}`, path: `${plainPath}?${query}&page=1&page=2` });
  }
  if (route.method === 'GET') return attempts;

  attempts.push(
    { what: 'invalid JSON', path: plainPath, rawBody: '{"a":', contentType: 'application/json' },
    { what: 'a JSON array', path: plainPath, body: [1, 2] },
    { what: 'JSON null', path: plainPath, body: null },
    { what: 'a JSON string', path: plainPath, body: 'text' },
    { what: 'deep nesting', path: plainPath, body: { value: deeplyNested(2000) } },
    {
      what: 'prototype keys',
      path: plainPath,
      rawBody: '{"__proto__":{"admin":true},"constructor":{}}',
      contentType: 'application/json',
    },
    { what: 'a body over the limit', path: plainPath, body: { text: 'x'.repeat(70 * 1024) } },
    { what: 'text as JSON', path: plainPath, rawBody: 'x=1', contentType: 'text/plain' },
    {
      what: 'broken multipart',
      path: plainPath,
      rawBody: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      contentType: 'multipart/form-data; boundary=b',
    },
  );

  const def = schema ? unwrap(schema) : undefined;
  const fields = def?.type === 'object' ? Object.entries(def.shape ?? {}) : [];
  if (fields.length === 0) return attempts;
  const unwrapped = fields.map(([key, field]) => [key, unwrap(field)] as const);
  // Long enough to pass most limits' neighbours, short enough that the whole body stays under 64 KB.
  const textLength = Math.max(100, Math.floor((60 * 1024) / unwrapped.length / 3));
  attempts.push({
    what: 'every field the wrong type',
    path: plainPath,
    body: Object.fromEntries(unwrapped.map(([key, field]) => [key, wrongType(field)])),
  });
  for (const variant of [0, 1, 2, 3]) {
    attempts.push({
      what: `every field extreme (${variant})`,
      path: plainPath,
      body: Object.fromEntries(unwrapped.map(([key, field]) => [key, extreme(field, textLength, variant)])),
    });
  }
  for (const [key, field] of unwrapped) {
    attempts.push({ what: `${key} wrong`, path: plainPath, body: { [key]: wrongType(field) } });
  }
  return attempts;
}

describe('route fuzzing', () => {
  let tokens: RoleTokens;
  beforeAll(async () => {
    tokens = await roleTokens();
  });

  it.concurrent.each(ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s never answers 5xx',
    async (_key, route) => {
      const handler = (await loadHandler(route.fn)) as HttpFunction;
      const bodySchema = (await handler.routeFor(routeKey(route)))?.bodySchema;
      const role = CALLER[route.audience];
      const own = needsOwnAccounts(route) ? await roleTokens() : tokens;
      const send = async (attempt: Attempt) => {
        const headers: Record<string, string> = role ? { authorization: `Bearer ${own[role]}` } : {};
        if (attempt.contentType) headers['content-type'] = attempt.contentType;
        const response = await callApi(attempt.path, {
          method: route.method,
          headers,
          ...(attempt.rawBody !== undefined ? { rawBody: attempt.rawBody } : {}),
          ...(attempt.body !== undefined ? { body: attempt.body } : {}),
        });
        return response.status >= 500
          ? [`${attempt.what}: ${response.status} ${response.text.slice(0, 120)}`]
          : [];
      };
      // One attempt at a time per route (routes run side by side): a burst of every attempt at once only
      // measures how the local host queues work on a loaded machine.
      const failures: string[] = [];
      for (const attempt of attemptsFor(route, bodySchema)) {
        failures.push(...(await send(attempt)));
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
