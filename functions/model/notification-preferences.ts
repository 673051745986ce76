import { Entity } from 'electrodb';
import {
  choiceOf,
  NOTIFICATION_CHOICES,
  type NotificationChoice,
  type NotificationKind,
  type NotificationPreferences,
  resumedChoice,
} from '../../shared/notifications/kinds';
import type { ConsentChannel } from '../../shared/privacy/notice';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { recordConsents } from './consent-records';
import { keepOptIn } from './opt-in-roster';

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

/** Where a kind's choice before an unsubscribe is kept: `beforeNewApplications` for `newApplications`. */
const beforeAttribute = (kind: NotificationKind) =>
  `before${kind[0]?.toUpperCase()}${kind.slice(1)}` as
    | 'beforeJobAlerts'
    | 'beforeWeeklyMatches'
    | 'beforeNewApplications'
    | 'beforeRenewalReminders'
    | 'beforeRecruiterApplications';

type StoredPreferences = NotificationPreferences &
  Partial<Record<ReturnType<typeof beforeAttribute>, NotificationChoice>>;

export async function stored(accountId: string): Promise<StoredPreferences> {
  const { data } = await notificationPreferences().get({ accountId }).go();
  return (data ?? {}) as StoredPreferences;
}

/** An unsubscribe link followed: the kind goes off, remembering what it was so the page can undo it. */
export async function turnOff(
  accountId: string,
  kind: NotificationKind,
  channel: ConsentChannel = 'email-link',
): Promise<void> {
  const current = choiceOf(await stored(accountId), kind);
  if (current === 'off') return;
  await notificationPreferences()
    .upsert({
      accountId,
      [kind]: 'off',
      [beforeAttribute(kind)]: current,
      updatedAt: new Date().toISOString(),
    })
    .go();
  await Promise.all([recordKindConsent(accountId, kind, false, channel), keepOptIn(accountId, kind, 'off')]);
}

/** The confirmation page's undo: the kind back to what it was before the link turned it off. */
export async function turnBackOn(
  accountId: string,
  kind: NotificationKind,
  channel: ConsentChannel = 'email-link',
): Promise<NotificationChoice> {
  const preferences = await stored(accountId);
  const current = choiceOf(preferences, kind);
  if (current !== 'off') return current;
  const resumed = resumedChoice(kind, preferences[beforeAttribute(kind)]);
  await notificationPreferences()
    .upsert({ accountId, [kind]: resumed, updatedAt: new Date().toISOString() })
    .go();
  await Promise.all([recordKindConsent(accountId, kind, true, channel), keepOptIn(accountId, kind, resumed)]);
  return resumed;
}

/** Job alert mails are a purpose of the privacy notice: turning them off or on is a consent change. */
export async function recordKindConsent(
  accountId: string,
  kind: NotificationKind,
  given: boolean,
  channel: ConsentChannel,
) {
  if (kind === 'jobAlerts') await recordConsents(accountId, [{ purpose: 'jobAlerts', given, channel }]);
}
