import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import type { HttpEvent } from '../platform/http/types';
import { ok } from '../platform/http/types';
import { receiveWebhook } from './webhook';

/** The bytes the provider signed, exactly as they arrived: the signature is over them, not over JSON. */
function rawBody(event: HttpEvent): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

const header = (event: HttpEvent, name: string) => event.headers?.[name] ?? undefined;

export const routes: RouteMap = {
  'POST /payments/razorpay/webhook': httpRoute({}, async ({ event }) => {
    const outcome = await receiveWebhook(rawBody(event), {
      signature: header(event, 'x-razorpay-signature'),
      eventId: header(event, 'x-razorpay-event-id'),
    });
    return ok({ received: true, outcome });
  }),
};
