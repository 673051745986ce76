import { Entity } from 'electrodb';
import { addDays } from '../../shared/jobs/reconfirmation';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * When each account was last used (issue 35, ADR 0038), for the retention sweep: one marker per account,
 * sorted by the India day of its last sign-in or authenticated request, so the daily run reads every
 * account inactive long enough with one key-range query of gsi1. The route guard writes it at most once
 * a day per account (platform/auth/activity.ts, with the DocumentClient: the same item, keys as
 * ElectroDB makes them, held to this entity by a unit test). A write puts the whole marker, so any use of
 * the account also clears the notice of an erasure that is no longer due.
 */
export const accountActivity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'accountActivity', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          /** One partition of the index (a value no other item keyed by `scope` uses). */
          scope: { type: 'string', required: true },
          /** The India day the account was last used (YYYY-MM-DD). */
          lastActiveOn: { type: 'string', required: true },
          /** When the 48-hour notice of this marker's erasure went out. */
          noticeSentAt: { type: 'string' },
        },
        indexes: {
          byAccount: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
          byLastActive: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['scope'] },
            sk: { field: 'gsi1sk', composite: ['lastActiveOn', 'userId'] },
          },
        },
      },
      entityConfig(),
    ),
);

import { ACTIVITY_SCOPE } from '../platform/auth/activity';

export { ACTIVITY_SCOPE };

/** The markers of every account last used on or before `day`, longest unused first. */
export async function accountsInactiveSince(day: string) {
  const { data } = await accountActivity()
    .query.byLastActive({ scope: ACTIVITY_SCOPE })
    // Bounded by the next day's key prefix, which sorts before every marker of that day.
    .lt({ lastActiveOn: addDays(day, 1) })
    .go({ pages: 'all' });
  return data;
}
