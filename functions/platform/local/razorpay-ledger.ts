import { randomInt } from 'node:crypto';

/**
 * The local Razorpay stand-in's orders and payments, in Razorpay's REST shapes. They live in memory: as
 * with the real provider, they are not the product's state (the product keeps its own order and
 * subscription records), so a restart that forgets them loses nothing the product reads back later.
 */

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  /** A captured payment refunded in full reads 'refunded'; a partial refund leaves it 'captured'. */
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  /** The stand-in settles at once: every refund it accepts is processed. */
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

/** Razorpay's error body: `{ error: { code, description, ... } }`. */
export interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR';
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
}

/** A refusal in Razorpay's shape, with the HTTP status it goes out with. */
export class RazorpayError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

/** A request the provider refuses as invalid (400), optionally naming the field. */
export function badRequest(description: string, field?: string): RazorpayError {
  return new RazorpayError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids: a type prefix and 14 alphanumerics (order_Mx3Kq..., pay_Mx3Kr...). */
export function razorpayId(prefix: 'order' | 'pay' | 'evt' | 'acc' | 'rfnd'): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}_${id}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
const MAX_RECEIPT_LENGTH = 40;

function readNotes(value: unknown): Record<string, string> | [] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('notes should be an object', 'notes');
  const entries = Object.entries(value);
  if (entries.length > MAX_NOTES) throw badRequest('Number of notes fields cannot exceed 15', 'notes');
  const notes: Record<string, string> = {};
  for (const [key, note] of entries) {
    if (!['string', 'number', 'boolean'].includes(typeof note))
      throw badRequest(`notes.${key} should be a string`, 'notes');
    const text = String(note);
    if (text.length > MAX_NOTE_LENGTH)
      throw badRequest(`notes.${key} may not be greater than 256 characters`, 'notes');
    notes[key] = text;
  }
  return entries.length ? notes : [];
}

/** What a simulated checkout decides: the payment goes through, or the bank declines it. */
export type CheckoutOutcome = 'success' | 'failure';

/** The orders, payments and refunds one stand-in has seen. */
export class RazorpayLedger {
  private readonly orders = new Map<string, RazorpayOrder>();
  private readonly payments = new Map<string, RazorpayPayment>();
  private readonly refunds = new Map<string, RazorpayRefund>();

  /** POST /v1/orders: amount in paise, at least ₹1, in INR (the only currency this product charges). */
  createOrder(body: Record<string, unknown>): RazorpayOrder {
    const { amount, currency, receipt } = body;
    // Form-encoded bodies carry numbers as text; Razorpay reads both.
    const paise = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
    if (paise === undefined) throw badRequest('The amount field is required.', 'amount');
    if (typeof paise !== 'number' || !Number.isInteger(paise))
      throw badRequest('The amount must be an integer.', 'amount');
    if (paise < 100) throw badRequest('The amount must be atleast INR 1.00', 'amount');
    if (currency === undefined) throw badRequest('The currency field is required.', 'currency');
    if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (receipt !== undefined && receipt !== null) {
      if (typeof receipt !== 'string') throw badRequest('The receipt must be a string.', 'receipt');
      if (receipt.length > MAX_RECEIPT_LENGTH)
        throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: RazorpayOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount: paise,
      amount_paid: 0,
      amount_due: paise,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: readNotes(body.notes),
      created_at: nowSeconds(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): RazorpayOrder {
    const order = this.orders.get(id);
    if (!order) throw badRequest('The id provided does not exist', 'id');
    return order;
  }

  payment(id: string): RazorpayPayment {
    const payment = this.payments.get(id);
    if (!payment) throw badRequest('The id provided does not exist', 'id');
    return payment;
  }

  paymentsOf(orderId: string): RazorpayPayment[] {
    this.order(orderId);
    return [...this.payments.values()].filter((payment) => payment.order_id === orderId);
  }

  /**
   * POST /v1/payments/{id}/refund: gives back `amount` paise of a captured payment (all that is left of it
   * when no amount is named), as Razorpay does: never more than was captured less what was refunded, so a
   * second full refund of the same payment is refused, however the two requests meet.
   */
  refund(paymentId: string, body: Record<string, unknown>): RazorpayRefund {
    const payment = this.payment(paymentId);
    if (payment.status === 'failed' || !payment.captured)
      throw badRequest('Only payments which have been captured can be refunded', 'payment_id');
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw badRequest('The payment has been fully refunded already', 'payment_id');
    const { amount, speed, receipt } = body;
    const asked = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
    const paise = asked === undefined || asked === null ? left : asked;
    if (typeof paise !== 'number' || !Number.isInteger(paise))
      throw badRequest('The amount must be an integer.', 'amount');
    if (paise < 100) throw badRequest('The amount must be atleast INR 1.00', 'amount');
    if (paise > left)
      throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    if (speed !== undefined && speed !== 'normal' && speed !== 'optimum')
      throw badRequest('The selected speed is invalid.', 'speed');
    if (receipt !== undefined && receipt !== null) {
      if (typeof receipt !== 'string') throw badRequest('The receipt must be a string.', 'receipt');
      if (receipt.length > MAX_RECEIPT_LENGTH)
        throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const refund: RazorpayRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount: paise,
      currency: payment.currency,
      payment_id: payment.id,
      notes: readNotes(body.notes),
      receipt: typeof receipt === 'string' ? receipt : null,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: speed === 'optimum' ? 'optimum' : 'normal',
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += paise;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    return refund;
  }

  refundOf(id: string): RazorpayRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw badRequest('The id provided does not exist', 'id');
    return refund;
  }

  /** A payment's refunds, oldest first. */
  refundsOf(paymentId: string): RazorpayRefund[] {
    this.payment(paymentId);
    return [...this.refunds.values()].filter((refund) => refund.payment_id === paymentId);
  }

  /**
   * One attempt to pay an order through the checkout: a captured payment (the order becomes paid) or a
   * declined one (the order is 'attempted' and can be paid again), as Razorpay records them.
   */
  pay(
    orderId: string,
    outcome: CheckoutOutcome,
    customer: { email: string; contact: string; description: string | null },
  ): RazorpayPayment {
    const order = this.order(orderId);
    if (order.status === 'paid') throw badRequest('Order has already been paid', 'order_id');
    order.attempts += 1;
    const succeeded = outcome === 'success';
    const payment: RazorpayPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: succeeded ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: succeeded,
      description: customer.description,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: customer.email,
      contact: customer.contact,
      notes: [],
      // Razorpay's fee is 2 % with 18 % GST on it; only a captured payment is charged one.
      fee: succeeded ? Math.round(order.amount * 0.02 * 1.18) : null,
      tax: succeeded ? Math.round(order.amount * 0.02 * 0.18) : null,
      error_code: succeeded ? null : 'BAD_REQUEST_ERROR',
      error_description: succeeded ? null : DECLINED.description,
      error_source: succeeded ? null : DECLINED.source,
      error_step: succeeded ? null : DECLINED.step,
      error_reason: succeeded ? null : DECLINED.reason,
      acquirer_data: succeeded ? { auth_code: String(randomInt(100_000, 1_000_000)) } : {},
      created_at: nowSeconds(),
    };
    this.payments.set(payment.id, payment);
    if (succeeded) {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    } else {
      order.status = 'attempted';
    }
    return payment;
  }
}

/** What Razorpay reports for a payment the bank declined. */
export const DECLINED = {
  description: 'Your payment could not be completed as the bank declined it. Try another card.',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

/** The `error` Checkout hands to 'payment.failed' callbacks for a declined payment. */
export function declinedError(payment: RazorpayPayment): RazorpayErrorBody['error'] {
  return {
    code: 'BAD_REQUEST_ERROR',
    ...DECLINED,
    metadata: { order_id: payment.order_id, payment_id: payment.id },
  };
}
