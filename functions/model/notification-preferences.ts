import { Entity } from 'electrodb';
import {
  choiceOf,
  NOTIFICATION_CHOICES,
  type NotificationChoice,
  type NotificationKind,
  type NotificationPreferences,
} from '../../shared/notifications/kinds';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * A person's choices for the mails they may turn off (shared/notifications/kinds.ts, ADR 0034): one item
 * per account, an attribute per kind, absent while the kind is at its default. `before*` keeps the choice
 * an unsubscribe link turned off, so "turn back on" on the confirmation page restores exactly it.
 */
const choice = { type: NOTIFICATION_CHOICES } as const;

export const notificationPreferences = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'notificationPreferences', version: '1', service: SERVICE },
        attributes: {
          accountId: { type: 'string', required: true },
          jobAlerts: choice,
          weeklyMatches: choice,
          newApplications: choice,
          renewalReminders: choice,
          recruiterApplications: choice,
          beforeJobAlerts: choice,
          beforeWeeklyMatches: choice,
          beforeNewApplications: choice,
          beforeRenewalReminders: choice,
          beforeRecruiterApplications: choice,
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byAccount: {
            pk: { field: 'pk', composite: ['accountId'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

/** Choices of several people at once: the mailers read them for everyone a mail would go to. */
export async function choicesFor(
  accountIds: string[],
  kind: NotificationKind,
): Promise<Map<string, NotificationChoice>> {
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return new Map();
  const { data } = await notificationPreferences()
    .get(unique.map((accountId) => ({ accountId })))
    .go();
  const byAccount = new Map(data.map((item) => [item.accountId, item as NotificationPreferences]));
  return new Map(unique.map((accountId) => [accountId, choiceOf(byAccount.get(accountId) ?? {}, kind)]));
}
