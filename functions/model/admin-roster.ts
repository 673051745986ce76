import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * Who the platform's admins are, for the mails that go to all of them (issue 32: new recruiter
 * applications). Accounts are keyed by id and address only, so admin accounts are listed here: one
 * entry each, written with the account (account-creation.ts), in one partition (a handful of people),
 * and removed with it (notifications/cleanup.ts). The mailers read each account afresh all the same.
 */
export const adminRoster = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'adminRosterEntry', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true, default: () => 'admins', readOnly: true },
          accountId: { type: 'string', required: true },
        },
        indexes: {
          byScope: {
            pk: { field: 'pk', composite: ['scope'] },
            sk: { field: 'sk', composite: ['accountId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export async function adminIds(): Promise<string[]> {
  const { data } = await adminRoster().query.byScope({ scope: 'admins' }).go({ pages: 'all' });
  return data.map((entry) => entry.accountId);
}

/** Account deletion (ADR 0006): a deleted admin leaves the roster; deleting again is harmless. */
export async function leaveRoster(accountId: string): Promise<void> {
  await adminRoster().delete({ scope: 'admins', accountId }).go();
}
