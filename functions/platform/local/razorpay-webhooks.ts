import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RazorpayOrder, type RazorpayPayment, razorpayId } from './razorpay-ledger';

export type RazorpayEventName = 'payment.captured' | 'payment.failed' | 'order.paid';

/** One webhook as Razorpay sends it: the exact body bytes, signed, with its event id. */
export interface RazorpayWebhook {
  eventId: string;
  event: RazorpayEventName;
  body: string;
  signature: string;
}

/** Where a webhook got to, for tests that check delivery. */
export interface WebhookDelivery {
  eventId: string;
  event: RazorpayEventName;
  attempts: number;
  /** The last answer's status, or null when the connection failed. */
  lastStatus: number | null;
  delivered: boolean;
}

/** Hex HMAC-SHA256 of the raw body with the webhook secret: Razorpay's X-Razorpay-Signature. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The webhooks a payment raises: captured then order paid for a success, payment failed otherwise. */
export function webhooksFor(
  payment: RazorpayPayment,
  order: RazorpayOrder,
  account: { id: string; webhookSecret: string },
): RazorpayWebhook[] {
  const make = (event: RazorpayEventName, withOrder: boolean): RazorpayWebhook => {
    const payload = withOrder
      ? { payment: { entity: payment }, order: { entity: order } }
      : { payment: { entity: payment } };
    const body = JSON.stringify({
      entity: 'event',
      account_id: account.id,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      eventId: razorpayId('evt'),
      event,
      body,
      signature: webhookSignature(body, account.webhookSecret),
    };
  };
  return payment.status === 'captured'
    ? [make('payment.captured', false), make('order.paid', true)]
    : [make('payment.failed', false)];
}

/**
 * Razorpay retries a webhook the endpoint did not answer with a 2xx, with growing pauses; locally the
 * pauses are seconds instead of hours, so a restarting API still gets it.
 */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

/**
 * Posts webhooks to the API in the background (the checkout's answer never waits for them), retrying
 * failed deliveries, and remembers the last one so a test can replay it as a provider retry would.
 */
export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly deliveries: WebhookDelivery[] = [];
  private last: RazorpayWebhook | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly options: {
      url: () => string | undefined;
      retryDelaysMs: number[];
      onUndelivered: (delivery: WebhookDelivery) => void;
    },
  ) {}

  /** Sends these webhooks one after another (Razorpay sends payment.captured before order.paid). */
  send(webhooks: RazorpayWebhook[]): void {
    if (webhooks.length === 0) return;
    this.last = webhooks.at(-1);
    const sending = (async () => {
      for (const webhook of webhooks) await this.deliver(webhook);
    })().finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Sends the last webhook again, same event id, body and signature: a replay. */
  resendLast(): RazorpayWebhook | undefined {
    if (this.last) this.send([this.last]);
    return this.last;
  }

  history(): WebhookDelivery[] {
    return this.deliveries.map((delivery) => ({ ...delivery }));
  }

  /** Resolves once every delivery under way has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** Abandons pending retries (the stack is stopping). */
  stop(): void {
    this.stopping.abort();
  }

  private async deliver(webhook: RazorpayWebhook): Promise<void> {
    const delivery: WebhookDelivery = {
      eventId: webhook.eventId,
      event: webhook.event,
      attempts: 0,
      lastStatus: null,
      delivered: false,
    };
    this.deliveries.push(delivery);
    const url = this.options.url();
    if (!url) return;
    for (let attempt = 0; !this.stopping.signal.aborted; attempt++) {
      delivery.attempts += 1;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhook.signature,
            'x-razorpay-event-id': webhook.eventId,
            'user-agent': 'Razorpay-Webhook/v1',
          },
          body: webhook.body,
          signal: AbortSignal.any([AbortSignal.timeout(5_000), this.stopping.signal]),
        });
        await response.arrayBuffer().catch(() => undefined);
        delivery.lastStatus = response.status;
        if (response.ok) {
          delivery.delivered = true;
          return;
        }
      } catch {
        delivery.lastStatus = null;
      }
      const delay = this.options.retryDelaysMs[attempt];
      if (delay === undefined) break;
      await sleep(delay, undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
    if (!this.stopping.signal.aborted) this.options.onUndelivered({ ...delivery });
  }
}
