import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/** Contact messages are kept for a year for support follow-up, then removed by TTL. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

export const contactMessages = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'contactMessage', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          subject: { type: 'string', required: true },
          message: { type: 'string', required: true },
          receivedAt: { type: 'string', required: true },
          supportNotifiedAt: { type: 'string' },
          acknowledgedAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'] },
            sk: { field: 'sk', composite: [] },
          },
          /** Support's inbox: every message, newest last. */
          byReceivedAt: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [] },
            sk: { field: 'gsi1sk', composite: ['receivedAt', 'id'] },
          },
        },
      },
      entityConfig(),
    ),
);
