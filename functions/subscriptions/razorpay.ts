import type Razorpay from 'razorpay';
import { ENV } from '../platform/resources';
import { secretSetting } from '../platform/secret-setting';

/*
 * The payment provider, through its official SDK, configured only by the environment (resources.ENV):
 * the same code talks to Razorpay in AWS and to the local stand-in on a laptop and in tests.
 */

const DEFAULT_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const REQUEST_TIMEOUT_MS = 10_000;

const keySecret = secretSetting({
  directEnv: ENV.razorpayKeySecret,
  directEncoding: 'utf8',
  arnEnv: ENV.razorpayKeySecretArn,
});
const webhookSecret = secretSetting({
  directEnv: ENV.razorpayWebhookSecret,
  directEncoding: 'utf8',
  arnEnv: ENV.razorpayWebhookSecretArn,
});

async function required(setting: typeof keySecret, name: string): Promise<Buffer> {
  const value = await setting.get();
  if (!value) throw new PaymentProviderError(`Missing payment provider setting ${name}`);
  return value;
}

/** A stage without the provider's keys yet cannot take payments: a refusal to buy, not a crash. */
function providerKeyId(): string {
  const keyId = process.env[ENV.razorpayKeyId];
  if (!keyId) throw new PaymentProviderError(`Missing payment provider setting ${ENV.razorpayKeyId}`);
  return keyId;
}

export const providerKeySecret = () => required(keySecret, ENV.razorpayKeySecret);
export const providerWebhookSecret = () => required(webhookSecret, ENV.razorpayWebhookSecret);

/** What the browser's checkout needs: the public key id and where its script is. */
export function checkoutSettings() {
  return {
    keyId: providerKeyId(),
    checkoutScriptUrl: process.env[ENV.razorpayCheckoutUrl] || DEFAULT_CHECKOUT_URL,
  };
}

/** A failure talking to the provider (unreachable, refused, or an answer we cannot use). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

async function client(): Promise<Razorpay> {
  // Loaded on the first call to the provider, not at init: the SDK (with axios and form-data) is a large
  // share of the subscription functions' bundle, and most of their requests (plans, current, history,
  // invoices, webhooks) never call the provider (ADR 0004).
  const { default: RazorpaySdk } = await import('razorpay');
  const instance = new RazorpaySdk({
    key_id: providerKeyId(),
    key_secret: (await providerKeySecret()).toString('utf8'),
  });
  // The SDK fixes its host to https://api.razorpay.com and offers no option to change it; its requests
  // all go through one axios instance, whose base URL is the only way to reach the local stand-in.
  const http = (instance.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  const apiUrl = process.env[ENV.razorpayApiUrl];
  if (apiUrl) http.defaults.baseURL = apiUrl.replace(/\/+$/, '');
  // Without a timeout a provider that hangs would hold the request until the function's own limit.
  http.defaults.timeout = REQUEST_TIMEOUT_MS;
  return instance;
}

/** The SDK rejects with `{ statusCode, error }` (not an Error), or axios's error when nothing answered. */
function providerError(error: unknown): PaymentProviderError {
  const failure = error as { statusCode?: number; error?: { description?: string }; message?: string };
  return new PaymentProviderError(
    failure?.error?.description ?? failure?.message ?? 'The payment provider did not answer',
    typeof failure?.statusCode === 'number' ? failure.statusCode : undefined,
  );
}

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | undefined;
  status: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
  email: string | undefined;
}

/** Creates an order for `amount` paise in INR; the receipt and notes are ours, shown in the dashboard. */
export async function createProviderOrder(input: {
  amount: number;
  receipt: string;
  notes: Record<string, string>;
}): Promise<ProviderOrder> {
  const provider = await client();
  try {
    const order = await provider.orders.create({
      amount: input.amount,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    });
    return {
      id: order.id,
      amount: Number(order.amount),
      currency: order.currency,
      receipt: order.receipt ?? undefined,
      status: order.status,
    };
  } catch (error) {
    throw providerError(error);
  }
}

/** A payment as the provider has it now; null when it knows no such payment. */
export async function fetchProviderPayment(paymentId: string): Promise<ProviderPayment | null> {
  const provider = await client();
  try {
    const payment = await provider.payments.fetch(paymentId);
    return {
      id: payment.id,
      orderId: payment.order_id ?? null,
      amount: Number(payment.amount),
      currency: payment.currency,
      status: payment.status,
      email: payment.email ?? undefined,
    };
  } catch (error) {
    const failure = providerError(error);
    if (failure.statusCode === 404 || failure.statusCode === 400) return null;
    throw failure;
  }
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  /** pending, processed or failed. */
  status: string;
  receipt: string | undefined;
}

function toRefund(refund: {
  id: string;
  payment_id: string;
  amount?: number | string;
  currency: string;
  status: string;
  receipt?: string | null;
}): ProviderRefund {
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    amount: Number(refund.amount),
    currency: refund.currency,
    status: refund.status,
    receipt: refund.receipt ?? undefined,
  };
}

/**
 * Refunds `amount` paise of a captured payment (POST /v1/payments/{id}/refund, normal speed). The provider
 * never refunds more than is left of the payment, so a second full refund of it is refused (400).
 */
export async function refundProviderPayment(
  paymentId: string,
  input: { amount: number; receipt: string; notes: Record<string, string> },
): Promise<ProviderRefund> {
  const provider = await client();
  try {
    return toRefund(
      await provider.payments.refund(paymentId, {
        amount: input.amount,
        speed: 'normal',
        receipt: input.receipt,
        notes: input.notes,
      }),
    );
  } catch (error) {
    throw providerError(error);
  }
}

/** The refunds the provider holds for a payment (GET /v1/payments/{id}/refunds). */
export async function providerRefundsOf(paymentId: string): Promise<ProviderRefund[]> {
  const provider = await client();
  try {
    const { items } = await provider.payments.fetchMultipleRefund(paymentId, { count: 100 });
    return items.map(toRefund);
  } catch (error) {
    throw providerError(error);
  }
}
