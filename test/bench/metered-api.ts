import type { RouteSpec } from '../../functions/platform/contract';
import { startApiHost } from '../../functions/platform/local/api-host';
import { loadHandler } from '../../functions/platform/local/load-handler';
import { FALLBACK_FUNCTION, ROUTES } from '../../functions/routes';
import { API_BASE_PATH } from '../../shared/api/envelope';
import { freePort } from '../setup/free-port';
import { commandsSentBy, meterDynamoCommands, type SentCommands } from './dynamo-meter';

/** Names the call a request belongs to, so its handler's DynamoDB commands are filed under it. */
const CALL_HEADER = 'x-bench-call';

/** One measured request: the route it took, how it was answered, the DynamoDB commands it sent. */
export interface RouteMeasurement {
  route: string;
  status: number;
  commands: string[];
  /** Each command with the kinds of item it touched, for the routes over budget. */
  details: string[];
}

export interface CallOptions {
  /** The path below /api/v1 with its ids filled in; the route's own path when omitted. */
  path?: string;
  token?: string;
  body?: unknown;
  form?: FormData;
  cookie?: string;
  /** A JSON body sent byte for byte, for a caller that signs what it sends (the payment webhook). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever field of an answer it needs next.
  data: any;
  headers: Headers;
}

/**
 * An API host of its own beside the local stack's, over the same route table and handler modules, that
 * runs each handler inside a DynamoDB command meter. The stack's own host stays as it is: only the bench
 * needs counting.
 */
export async function startMeteredApi() {
  meterDynamoCommands();
  const sentByCall = new Map<string, SentCommands>();
  const host = await startApiHost({
    port: await freePort(),
    routes: ROUTES,
    fallback: FALLBACK_FUNCTION,
    trustViewerAddress: true,
    load: async (fn) => {
      const handler = await loadHandler(fn);
      return (event, context) => {
        const sent: SentCommands = { names: [], details: [] };
        sentByCall.set(event.headers?.[CALL_HEADER] ?? '', sent);
        return commandsSentBy(sent, () => handler(event, context));
      };
    },
  });

  const measured = new Map<string, RouteMeasurement>();
  let calls = 0;

  /**
   * Calls a route of the table as a browser would through CloudFront (each call from an address of its
   * own, so no rate limit is shared) and keeps the first call of each route as its measurement: later
   * calls of a route are the journey's setup, not what is measured.
   */
  async function call(route: string, options: CallOptions = {}): Promise<Answer> {
    const [method, routePath] = route.split(' ') as [RouteSpec['method'], string];
    if (!ROUTES.some((spec) => `${spec.method} ${spec.path}` === route))
      throw new Error(`${route} is not in the route table`);
    calls += 1;
    const callId = String(calls);
    const headers: Record<string, string> = {
      [CALL_HEADER]: callId,
      'cloudfront-viewer-address': `198.18.${Math.floor(calls / 250) % 250}.${calls % 250}:443`,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    Object.assign(headers, options.headers);
    let body: BodyInit | undefined = options.form;
    if (options.body !== undefined || options.rawBody !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.rawBody ?? JSON.stringify(options.body);
    }
    const response = await fetch(`${host.endpoint}${API_BASE_PATH}${options.path ?? routePath}`, {
      method,
      headers,
      body,
    });
    const text = await response.text();
    const sent = sentByCall.get(callId) ?? { names: [], details: [] };
    sentByCall.delete(callId);
    if (!measured.has(route))
      measured.set(route, { route, status: response.status, commands: sent.names, details: sent.details });
    let json: { data?: unknown } | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, data: json?.data, headers: response.headers };
  }

  return {
    call,
    measurements: () => [...measured.values()],
    stop: host.stop,
  };
}

export type MeteredApi = Awaited<ReturnType<typeof startMeteredApi>>;
