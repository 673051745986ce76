import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/** How long a delivered webhook's id is remembered: the provider retries a delivery for about a day. */
export const WEBHOOK_EVENT_TTL_SECONDS = 7 * 86_400;

/**
 * A webhook event the API has taken: put on the condition that its id is new, so a replayed or retried
 * delivery changes nothing. Removed by the table's TTL once no retry can come.
 */
export const webhookEvents = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'paymentWebhookEvent', version: '1', service: SERVICE },
        attributes: {
          eventId: { type: 'string', required: true },
          event: { type: 'string', required: true },
          receivedAt: { type: 'string', required: true },
          /** Epoch seconds; the table's TTL attribute. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byEventId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);
