import { Entity } from 'electrodb';
import {
  NOTIFICATIONS,
  type NotificationChoice,
  type NotificationKind,
} from '../../shared/notifications/kinds';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * Who chose a mail that is off until chosen (shared/notifications/kinds.ts: a kind whose default is 'off',
 * such as the weekly best matches), so its scheduled run reads the people who asked instead of every
 * account. One entry per person and kind, kept by every change of the choice (notifications/preferences.ts)
 * and removed with the account.
 */
export const optInRoster = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'optInRosterEntry', version: '1', service: SERVICE },
        attributes: {
          kind: { type: 'string', required: true },
          accountId: { type: 'string', required: true },
        },
        indexes: {
          byKind: {
            pk: { field: 'pk', composite: ['kind'] },
            sk: { field: 'sk', composite: ['accountId'] },
          },
        },
      },
      entityConfig(),
    ),
);

/** Whether a kind is sent only to people who chose it, and so keeps a roster. */
export const isOptIn = (kind: NotificationKind) => NOTIFICATIONS[kind].default === 'off';

/** Keeps the roster in step with a person's new choice of an opt-in kind (others keep no roster). */
export async function keepOptIn(
  accountId: string,
  kind: NotificationKind,
  choice: NotificationChoice,
): Promise<void> {
  if (!isOptIn(kind)) return;
  if (choice === 'off') await optInRoster().delete({ kind, accountId }).go();
  else await optInRoster().put({ kind, accountId }).go();
}

export async function optedIn(kind: NotificationKind): Promise<string[]> {
  const { data } = await optInRoster().query.byKind({ kind }).go({ pages: 'all' });
  return data.map((entry) => entry.accountId);
}
