import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE_PATH } from '../../../shared/api/envelope';
import { ENV } from '../resources';
import type { RunningService } from './dynamodb';
import { BodyTooLargeError, listen, readBody } from './http-server';
import {
  checkoutPage,
  checkoutPageSecurityPolicy,
  checkoutScript,
  ORIGIN_PATTERN,
} from './razorpay-checkout';
import { badRequest, declinedError, RazorpayError, RazorpayLedger } from './razorpay-ledger';
import {
  DEFAULT_RETRY_DELAYS_MS,
  type RazorpayWebhook,
  type WebhookDelivery,
  WebhookSender,
  webhooksFor,
} from './razorpay-webhooks';

/**
 * The local stand-in for Razorpay: its REST API for orders, payments and refunds, its Checkout script and page,
 * and its webhooks to the API. The keys are fixed, public test values: nothing real is ever charged, and
 * tests and the handlers' environment read them from here.
 */
export const LOCAL_RAZORPAY = {
  keyId: 'rzp_test_local',
  keySecret: 'local-razorpay-key-secret',
  webhookSecret: 'local-razorpay-webhook-secret',
  accountId: 'acc_LocalJobmatch01',
} as const;

export const DEFAULT_RAZORPAY_PORT = 4020;

/** Where Razorpay is told (in its dashboard) to send this product's webhooks, below the API's origin. */
export const RAZORPAY_WEBHOOK_PATH = `${API_BASE_PATH}/payments/razorpay/webhook`;

/** The provider settings the handlers read, pointing them at a stand-in on this port. */
export function localRazorpayEnvironment(port: number): Record<string, string> {
  return {
    [ENV.razorpayApiUrl]: `http://127.0.0.1:${port}`,
    [ENV.razorpayKeyId]: LOCAL_RAZORPAY.keyId,
    [ENV.razorpayKeySecret]: LOCAL_RAZORPAY.keySecret,
    [ENV.razorpayWebhookSecret]: LOCAL_RAZORPAY.webhookSecret,
    // Loaded by the browser, which knows the machine as localhost.
    [ENV.razorpayCheckoutUrl]: `http://localhost:${port}/v1/checkout.js`,
  };
}

/** Razorpay's Checkout signature of a payment: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export interface RazorpayStandIn extends RunningService {
  checkoutUrl: string;
  /** Every webhook sent so far and where it got to. */
  webhookDeliveries(): WebhookDelivery[];
  /** Sends the last webhook again, unchanged, as a provider retry would. */
  resendLastWebhook(): RazorpayWebhook | undefined;
  /** Resolves once no webhook is being delivered or waiting for a retry. */
  idle(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

const AUTHENTICATION_FAILED = new RazorpayError(401, {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});

const NOT_FOUND = new RazorpayError(404, {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'The requested URL was not found on the server.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** The key id and secret of HTTP basic auth, as Razorpay's API takes them. */
function authenticate(request: IncomingMessage): void {
  const header = request.headers.authorization ?? '';
  const [scheme, encoded] = header.split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) throw AUTHENTICATION_FAILED;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const id = decoded.slice(0, separator);
  const secret = decoded.slice(separator + 1);
  if (separator < 0 || id !== LOCAL_RAZORPAY.keyId || secret !== LOCAL_RAZORPAY.keySecret)
    throw AUTHENTICATION_FAILED;
}

/** A JSON body, or a form-encoded one with `notes[key]=value` pairs, as Razorpay's API accepts both. */
async function readFields(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw badRequest('The request body is too large');
    throw error;
  }
  const text = raw.toString('utf8');
  if (!text.trim()) return {};
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      const nested = /^(\w+)\[(\w+)\]$/.exec(name);
      if (nested?.[1] && nested[2]) {
        const group = (fields[nested[1]] ?? {}) as Record<string, string>;
        group[nested[2]] = value;
        fields[nested[1]] = group;
      } else fields[name] = value;
    }
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('The request body should be an object');
  return parsed as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The origin the browser reached this stand-in on, so the script and its page agree on one origin. */
function ownOrigin(request: IncomingMessage, port: number): string {
  const host = request.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? `http://${host}` : `http://localhost:${port}`;
}

/**
 * Starts the stand-in on loopback. `webhookUrl` is where payments are reported (the API's webhook
 * route); without it no webhook is sent.
 */
export async function startRazorpay(options: {
  port: number;
  webhookUrl?: string;
  retryDelaysMs?: number[];
}): Promise<RazorpayStandIn> {
  const ledger = new RazorpayLedger();
  const webhooks = new WebhookSender({
    url: () => options.webhookUrl,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    onUndelivered: (delivery) =>
      console.warn(
        `Razorpay stand-in: webhook ${delivery.event} (${delivery.eventId}) not delivered after ${delivery.attempts} attempts (last answer: ${delivery.lastStatus ?? 'no connection'})`,
      ),
  });

  const routes: {
    method: string;
    path: RegExp;
    handle: (request: IncomingMessage, response: ServerResponse, match: RegExpExecArray) => Promise<void>;
  }[] = [
    {
      method: 'GET',
      path: /^\/v1\/checkout\.js$/,
      handle: async (request, response) => {
        response.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(checkoutScript(ownOrigin(request, options.port)));
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/embedded$/,
      handle: async (request, response) => {
        const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
        const parentOrigin = query.get('origin') ?? '';
        if (!ORIGIN_PATTERN.test(parentOrigin)) {
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('The checkout must be opened by checkout.js from a web page.');
          return;
        }
        const orderId = query.get('order_id') ?? '';
        const key = query.get('key') ?? '';
        const order = (() => {
          if (key !== LOCAL_RAZORPAY.keyId) return { problem: 'The API key provided is invalid.' };
          try {
            const found = ledger.order(orderId);
            return found.status === 'paid' ? { problem: 'This order has already been paid.' } : found;
          } catch {
            return { problem: 'This order does not exist.' };
          }
        })();
        const nonce = randomBytes(16).toString('base64');
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': checkoutPageSecurityPolicy(nonce, parentOrigin),
        });
        response.end(
          checkoutPage(
            {
              key,
              orderId,
              name: query.get('name') ?? '',
              description: query.get('description') ?? '',
              email: query.get('email') ?? '',
              contact: query.get('contact') ?? '',
              customer: query.get('customer') ?? '',
              colour: query.get('color') ?? '',
              parentOrigin,
              session: query.get('session') ?? '',
            },
            order,
            nonce,
          ),
        );
      },
    },
    {
      // What the checkout page calls when 'Pay' or 'Fail payment' is pressed; tests may call it directly
      // to pay an order without a browser. Authorised by the public key id, as Checkout is.
      method: 'POST',
      path: /^\/v1\/checkout\/payments$/,
      handle: async (request, response) => {
        const fields = await readFields(request);
        if (fields.key !== LOCAL_RAZORPAY.keyId) throw AUTHENTICATION_FAILED;
        const outcome = fields.outcome ?? 'success';
        if (outcome !== 'success' && outcome !== 'failure')
          throw badRequest("outcome must be 'success' or 'failure'", 'outcome');
        const payment = ledger.pay(text(fields.order_id), outcome, {
          email: text(fields.email) || 'void@razorpay.com',
          contact: text(fields.contact) || '+919000090000',
          description: text(fields.description) || null,
        });
        const order = ledger.order(payment.order_id);
        // The answer goes first; the webhooks follow in the background, as the provider's do.
        if (payment.status === 'captured') {
          sendJson(response, 200, {
            razorpay_payment_id: payment.id,
            razorpay_order_id: order.id,
            razorpay_signature: paymentSignature(order.id, payment.id, LOCAL_RAZORPAY.keySecret),
          });
        } else {
          // A declined attempt is an outcome, not a bad request: answered 200 with Checkout's error, so the
          // browser does not log a failed request (the app's pages treat logged errors as bugs).
          sendJson(response, 200, { error: declinedError(payment) });
        }
        webhooks.send(
          webhooksFor(payment, order, {
            id: LOCAL_RAZORPAY.accountId,
            webhookSecret: LOCAL_RAZORPAY.webhookSecret,
          }),
        );
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/orders$/,
      handle: async (request, response) => {
        authenticate(request);
        sendJson(response, 200, ledger.createOrder(await readFields(request)));
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/orders\/([^/]+)$/,
      handle: async (request, response, match) => {
        authenticate(request);
        sendJson(response, 200, ledger.order(decodeURIComponent(match[1] ?? '')));
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/orders\/([^/]+)\/payments$/,
      handle: async (request, response, match) => {
        authenticate(request);
        const items = ledger.paymentsOf(decodeURIComponent(match[1] ?? ''));
        sendJson(response, 200, { entity: 'collection', count: items.length, items });
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)$/,
      handle: async (request, response, match) => {
        authenticate(request);
        sendJson(response, 200, ledger.payment(decodeURIComponent(match[1] ?? '')));
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/payments\/([^/]+)\/refund$/,
      handle: async (request, response, match) => {
        authenticate(request);
        const paymentId = decodeURIComponent(match[1] ?? '');
        sendJson(response, 200, ledger.refund(paymentId, await readFields(request)));
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)\/refunds$/,
      handle: async (request, response, match) => {
        authenticate(request);
        const items = ledger.refundsOf(decodeURIComponent(match[1] ?? ''));
        sendJson(response, 200, { entity: 'collection', count: items.length, items });
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/,
      handle: async (request, response, match) => {
        authenticate(request);
        const refund = ledger.refundOf(decodeURIComponent(match[2] ?? ''));
        if (refund.payment_id !== decodeURIComponent(match[1] ?? '')) throw NOT_FOUND;
        sendJson(response, 200, refund);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/refunds\/([^/]+)$/,
      handle: async (request, response, match) => {
        authenticate(request);
        sendJson(response, 200, ledger.refundOf(decodeURIComponent(match[1] ?? '')));
      },
    },
    {
      // Local only: the webhooks sent and where they got to.
      method: 'GET',
      path: /^\/_local\/webhooks$/,
      handle: async (_request, response) => sendJson(response, 200, { items: webhooks.history() }),
    },
    {
      // Local only: the last webhook again, unchanged (same event id and signature), to test replays.
      method: 'POST',
      path: /^\/_local\/webhooks\/resend-last$/,
      handle: async (_request, response) => {
        const resent = webhooks.resendLast();
        if (!resent) throw badRequest('No webhook has been sent yet');
        sendJson(response, 200, { eventId: resent.eventId, event: resent.event });
      },
    },
  ];

  const { stop } = await listen(options.port, async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    try {
      for (const route of routes) {
        const match = route.path.exec(path);
        if (match && route.method === request.method) {
          await route.handle(request, response, match);
          return;
        }
      }
      throw NOT_FOUND;
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      sendJson(response, error.status, error.body);
    }
  });

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    checkoutUrl: `http://localhost:${options.port}/v1/checkout.js`,
    webhookDeliveries: () => webhooks.history(),
    resendLastWebhook: () => webhooks.resendLast(),
    idle: () => webhooks.idle(),
    async stop() {
      webhooks.stop();
      await stop();
    },
  };
}
