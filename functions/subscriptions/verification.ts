import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import type { VerifyPaymentInput } from '../../shared/subscriptions/schemas';
import type { VerifiedPayment } from '../../shared/subscriptions/types';
import type { PaymentOrderItem } from '../model/payment-orders';
import { paymentOrders } from '../model/payment-orders';
import { activateOrder } from '../model/subscription-activation';
import type { Principal } from '../platform/auth/principal';
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '../platform/errors';
import { logger } from '../platform/logger';
import { memberOf } from './access';
import {
  fetchProviderPayment,
  PaymentProviderError,
  type ProviderPayment,
  providerKeySecret,
} from './razorpay';
import { settleSupersededOrder } from './refunds';
import { checkoutSignatureValid } from './signatures';
import { toSubscription, toSupersededPayment } from './views';

/** Payments the provider has taken: captured, or authorized and about to be captured automatically. */
const TAKEN = new Set(['captured', 'authorized']);

/** Whether a payment, as the provider reports it, paid exactly this order. */
export function paysOrder(
  payment: Pick<ProviderPayment, 'orderId' | 'amount' | 'currency' | 'status'>,
  order: PaymentOrderItem,
) {
  return (
    payment.orderId === order.id &&
    payment.amount === order.amount &&
    payment.currency === order.currency &&
    TAKEN.has(payment.status)
  );
}

/** The provider could not be asked: the buyer may retry, and the webhook activates meanwhile. */
function unavailable(error: unknown): never {
  if (!(error instanceof PaymentProviderError)) throw error;
  logger.error('Payment provider did not answer a payment check', { error: error.message });
  throw new ServiceUnavailableError({ message: SUBSCRIPTION_MESSAGES.verificationFailed });
}

/**
 * The checkout's success, as the browser reports it. Nothing in the body is believed but the three
 * provider fields: the signature must be the key secret's over `order_id|payment_id` (so the browser
 * cannot invent a payment), the order must be one this organisation placed, and the provider must say
 * the payment was taken for exactly the stored order's amount. Plan, cycle and amountPaid in the body
 * are ignored: the stored order decides what was bought. Verifying again answers the same subscription.
 * A payment of an order that no longer makes sense (ADR 0018, One activation per intent) activates
 * nothing: the answer says it was refunded, and why.
 */
export async function verifyPayment(
  principal: Principal,
  input: VerifyPaymentInput,
  now = new Date(),
): Promise<VerifiedPayment> {
  const membership = await memberOf(principal);
  if (!checkoutSignatureValid(input, await providerKeySecret())) {
    throw new BadRequestError(SUBSCRIPTION_MESSAGES.signatureInvalid);
  }
  const { data: order } = await paymentOrders().get({ id: input.orderId }).go({ consistent: true });
  // Another organisation's order is answered as no order at all.
  if (!order || order.organisationId !== membership.organisationId) {
    throw new NotFoundError(SUBSCRIPTION_MESSAGES.orderNotFound);
  }
  if (order.status !== 'paid' && order.status !== 'superseded') {
    const payment = await fetchProviderPayment(input.paymentId).catch(unavailable);
    if (!payment || !paysOrder(payment, order)) {
      throw new BadRequestError(SUBSCRIPTION_MESSAGES.orderMismatch);
    }
  } else if (order.paymentId !== input.paymentId) {
    throw new BadRequestError(SUBSCRIPTION_MESSAGES.orderMismatch);
  }
  const activation = await activateOrder(order, input.paymentId, now);
  if (activation.outcome === 'activated') {
    return { outcome: 'activated', ...toSubscription(activation.subscription, now) };
  }
  return toSupersededPayment(await refundOrLeaveToRetry(activation.order.id, now));
}

/**
 * The refund of an order this payment no longer made sense for. If the provider cannot take it now the
 * buyer is still told the truth (refund requested) and the provider's webhooks, retried until handled,
 * settle it; the mail says when it is done.
 */
async function refundOrLeaveToRetry(orderId: string, now: Date): Promise<PaymentOrderItem> {
  try {
    return await settleSupersededOrder(orderId, now);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.error('Refund of a superseded order not taken yet', { orderId, error: error.message });
    const { data } = await paymentOrders().get({ id: orderId }).go({ consistent: true });
    if (!data) throw new NotFoundError(SUBSCRIPTION_MESSAGES.orderNotFound);
    return data;
  }
}
