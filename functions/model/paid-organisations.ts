import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/** The one partition every marker is kept in: the admin's figure is one query of it. */
export const PAID_ORGANISATIONS_SCOPE = 'paid-organisations';

/**
 * One marker per organisation that has paid, saying until when: the end of its current term, or of the
 * renewal waiting after it. Written in the activation transaction with the term itself, so it always
 * agrees with the organisation's item (a cancel keeps access, and the marker, until that end). The
 * admin's dashboard counts the markers whose end is still ahead; DynamoDB's TTL removes a lapsed one, so
 * the partition holds about as many items as there are paying organisations, and nothing scans the
 * organisations.
 */
export const paidOrganisations = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'paidOrganisation', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true, default: PAID_ORGANISATIONS_SCOPE },
          organisationId: { type: 'string', required: true },
          /** When the organisation's paid access ends (ISO). */
          paidUntil: { type: 'string', required: true },
          /** paidUntil in epoch seconds: the table's TTL takes the marker away after it. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byOrganisation: {
            pk: { field: 'pk', composite: ['scope'] },
            sk: { field: 'sk', composite: ['organisationId'] },
          },
        },
      },
      entityConfig(),
    ),
);

/** The marker of an organisation paid until `paidUntil`. */
export function paidOrganisationMarker(organisationId: string, paidUntil: string) {
  return {
    scope: PAID_ORGANISATIONS_SCOPE,
    organisationId,
    paidUntil,
    expiresAt: Math.ceil(Date.parse(paidUntil) / 1000),
  };
}
