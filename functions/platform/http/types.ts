import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { DeferredSession } from '../auth/deferred-session';
import type { Principal } from '../auth/principal';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResponse = APIGatewayProxyStructuredResultV2;
export type HttpLambda = (event: HttpEvent, context: Context) => Promise<HttpResponse>;

/** What a route's function receives: the validated body and the request facts it may need. */
export interface HttpRequest<Body> {
  body: Body;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
  requestId: string;
  /** Set on every route whose audience is not public: the caller, authenticated and authorized. */
  principal: Principal | undefined;
  /**
   * Instead of `principal`, on a route whose function reads the account with its own first batch
   * (`deferAccount`): the token's user, and the account to confirm.
   */
  session?: DeferredSession;
  event: HttpEvent;
}

/** What a route's function returns: the payload and, when not 200, its status. */
export interface Reply {
  status: number;
  data: unknown;
  /** A whole body instead of `{ data }`, for the few answers the spec shapes otherwise. */
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
}

export const ok = (data: unknown): Reply => ({ status: 200, data });
export const created = (data: unknown): Reply => ({ status: 201, data });
