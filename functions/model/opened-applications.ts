import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * An IT application an organisation has opened: written once, in the same transaction that counts it
 * toward the subscription's applicationsUsed, so opening it again costs nothing. Keyed by organisation
 * and application, so a page of applications is checked in one batch read.
 */
export const openedApplications = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'openedApplication', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          applicationId: { type: 'string', required: true },
          /** The subscription it was counted against. */
          subscriptionId: { type: 'string', required: true },
          openedAt: { type: 'string', required: true },
        },
        indexes: {
          byApplication: {
            pk: { field: 'pk', composite: ['organisationId'] },
            sk: { field: 'sk', composite: ['applicationId'] },
          },
        },
      },
      entityConfig(),
    ),
);
