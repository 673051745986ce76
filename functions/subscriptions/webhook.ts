import { createHash } from 'node:crypto';
import { paymentOrders } from '../model/payment-orders';
import { WEBHOOK_EVENT_TTL_SECONDS, webhookEvents } from '../model/payment-webhook-events';
import { activateOrder } from '../model/subscription-activation';
import { isConditionalFailure, writtenUnlessConditionFails } from '../platform/conditional-failure';
import { BadRequestError } from '../platform/errors';
import { logger } from '../platform/logger';
import { providerWebhookSecret } from './razorpay';
import { settleSupersededOrder } from './refunds';
import { webhookSignatureValid } from './signatures';
import { paysOrder } from './verification';

/** The provider's webhook body, as far as it is read here. */
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: ProviderPaymentEntity };
    order?: { entity?: { id?: string } };
  };
}

interface ProviderPaymentEntity {
  id?: string;
  order_id?: string | null;
  amount?: number;
  currency?: string;
  status?: string;
}

export type WebhookOutcome = 'handled' | 'ignored' | 'duplicate';

const INVALID = 'Invalid webhook signature.';

/**
 * A delivery of the provider's webhook. Its signature is the webhook secret's HMAC over the exact bytes
 * received, checked before anything is parsed: an unsigned or forged call is a 400 and changes nothing.
 * Each event id is taken once (a conditional put, forgotten by TTL after the provider's retries are
 * over): a replay answers 200, so the provider stops, and changes nothing. If handling fails the id is
 * given back, so the provider's retry is handled.
 */
export async function receiveWebhook(
  rawBody: Buffer,
  headers: { signature?: string; eventId?: string },
  now = new Date(),
): Promise<WebhookOutcome> {
  if (
    !headers.signature ||
    !webhookSignatureValid(rawBody, headers.signature, await providerWebhookSecret())
  ) {
    throw new BadRequestError(INVALID);
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw new BadRequestError('The webhook body is not valid JSON.');
  }
  const event = typeof body.event === 'string' ? body.event : '';
  // The provider names every delivery; a body without the header is named by its own bytes.
  const eventId = headers.eventId || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

  const taken = await writtenUnlessConditionFails(
    webhookEvents()
      .create({
        eventId,
        event,
        receivedAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + WEBHOOK_EVENT_TTL_SECONDS,
      })
      .go(),
  );
  if (!taken) return 'duplicate';

  try {
    return await handle(event, body, now);
  } catch (error) {
    await webhookEvents().delete({ eventId }).go();
    throw error;
  }
}

async function handle(event: string, body: WebhookBody, now: Date): Promise<WebhookOutcome> {
  const payment = body.payload?.payment?.entity;
  const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  if (!payment?.id || !orderId) return 'ignored';
  const { data: order } = await paymentOrders().get({ id: orderId }).go({ consistent: true });
  if (!order) {
    // An order this API did not make (another integration on the same account): not ours to record.
    logger.info('Webhook for an unknown order', { event, orderId });
    return 'ignored';
  }
  switch (event) {
    case 'payment.captured':
    case 'order.paid': {
      const reported = {
        orderId,
        amount: Number(payment.amount),
        currency: String(payment.currency),
        status: event === 'order.paid' ? 'captured' : String(payment.status ?? 'captured'),
      };
      if (!paysOrder(reported, order)) {
        logger.warn('Webhook payment does not match its order', { event, orderId, paymentId: payment.id });
        return 'ignored';
      }
      const activation = await activateOrder(order, payment.id, now);
      // A payment of an order that no longer made sense is given back; a failure is retried by the
      // provider, since the event id is given back with it.
      if (activation.outcome === 'superseded') await settleSupersededOrder(order.id, now);
      return 'handled';
    }
    case 'payment.failed': {
      // Only an order nothing has paid turns failed; the buyer may still pay it on another attempt.
      await paymentOrders()
        .patch({ id: order.id })
        .set({ status: 'failed', updatedAt: now.toISOString() })
        .where((attributes, { eq }) => eq(attributes.status, 'created'))
        .go()
        .catch((error: unknown) => {
          if (!isConditionalFailure(error)) throw error;
        });
      return 'handled';
    }
    default:
      return 'ignored';
  }
}
