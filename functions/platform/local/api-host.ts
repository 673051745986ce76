import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_BASE_PATH } from '../../../shared/api/envelope';
import { type FunctionSpec, type RouteSpec, routeKey } from '../contract';
import { matchPath } from '../http/route-table';
import { ENV, ORIGIN_VERIFY_HEADER } from '../resources';
import type { RunningService } from './dynamodb';
import { BodyTooLargeError, listen, readBody } from './http-server';
import { lambdaContext } from './lambda-context';
import { type LoadHandler, loadHandler } from './load-handler';

/** API Gateway refuses payloads over 10 MB before any function runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|x-www-form-urlencoded|javascript))/i;

/**
 * The route a request takes. As in API Gateway, a literal segment wins over a {param} one, whatever the
 * table's order: GET /jobs/search is not GET /jobs/{id} with id 'search'.
 */
function findRouteFor(routes: RouteSpec[], method: string, path: string) {
  if (!path.startsWith(`${API_BASE_PATH}/`)) return undefined;
  const relative = path.slice(API_BASE_PATH.length);
  let best: { route: RouteSpec; pathParameters: Record<string, string> } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const pathParameters = matchPath(route.path, relative);
    if (pathParameters && (!best || paramCount(route) < paramCount(best.route))) {
      best = { route, pathParameters };
    }
  }
  return best;
}

const paramCount = (route: RouteSpec) => (route.path.match(/\{\w+\}/g) ?? []).length;

/** The HTTP API v2 event API Gateway would build for this request. */
export function toHttpApiEvent(
  request: IncomingMessage,
  body: Buffer,
  match: { route: RouteSpec; pathParameters: Record<string, string> } | undefined,
  trustViewerAddress = false,
): APIGatewayProxyEventV2 {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const sourceIp = (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  // The local host stands in for CloudFront too: it proves the request came "through" it, as CloudFront's
  // origin header does, and writes the viewer's address from the connection over whatever the client
  // sent. Only a test stack keeps a client's own, so that each test has rate-limit budgets of its own.
  const originVerify = process.env[ENV.originVerify];
  if (originVerify) headers[ORIGIN_VERIFY_HEADER] = originVerify;
  if (!trustViewerAddress || !headers[VIEWER_ADDRESS_HEADER])
    headers[VIEWER_ADDRESS_HEADER] = `${sourceIp}:${request.socket.remotePort ?? 0}`;
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = query[name] ? `${query[name]},${value}` : value;
  const cookies = request.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const textual = TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const key = match ? `${match.route.method} ${API_BASE_PATH}${match.route.path}` : '$default';

  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: match && Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: body.length ? body.toString(textual ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !textual,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

/**
 * The local API Gateway: every request under /api/v1 becomes an HTTP API v2 event for the function the
 * route table names (the fallback function when none matches), invoked through `load` (in this process
 * unless the stack runs the function on a worker thread).
 */
export async function startApiHost(options: {
  port: number;
  routes: RouteSpec[];
  fallback: FunctionSpec;
  load?: LoadHandler;
  /** Test stacks only: a client's own CloudFront-Viewer-Address is passed on instead of the connection's. */
  trustViewerAddress?: boolean;
}): Promise<RunningService> {
  const seen = new Set<string>();
  for (const route of options.routes) {
    const key = routeKey(route);
    if (seen.has(key)) throw new Error(`Route ${key} is declared twice`);
    seen.add(key);
  }

  const { stop } = await listen(options.port, async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = findRouteFor(options.routes, request.method ?? 'GET', url.pathname);
    let body: Buffer;
    try {
      body = await readBody(request, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      response.end(
        JSON.stringify({ message: 'Request Entity Too Large', code: 'PAYLOAD_TOO_LARGE', status: 413 }),
      );
      return;
    }
    const fn = match?.route.fn ?? options.fallback;
    const handler = await (options.load ?? loadHandler)(fn);
    const event = toHttpApiEvent(request, body, match, options.trustViewerAddress);
    const result = (await handler(event, lambdaContext(fn))) as APIGatewayProxyStructuredResultV2 | undefined;

    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result?.headers ?? {})) headers[name] = String(value);
    if (result?.cookies?.length) headers['set-cookie'] = result.cookies;
    response.writeHead(result?.statusCode ?? 200, headers);
    response.end(
      result?.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined,
    );
  });

  return { endpoint: `http://127.0.0.1:${options.port}`, stop };
}
