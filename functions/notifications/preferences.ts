import type { Role } from '../../shared/auth/user';
import {
  choiceOf,
  isChoiceOf,
  kindsFor,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationChoice,
  type NotificationKind,
  type NotificationPreferences,
  resumedChoice,
} from '../../shared/notifications/kinds';
import { notificationPreferences } from '../model/notification-preferences';
import { keepOptIn } from '../model/opt-in-roster';
import { ForbiddenError, ValidationError } from '../platform/errors';

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

async function stored(accountId: string): Promise<StoredPreferences> {
  const { data } = await notificationPreferences().get({ accountId }).go();
  return (data ?? {}) as StoredPreferences;
}

/** Every kind of the role with the person's choice (the default where they made none). */
/** Every kind of the role with the person's choice in `preferences` (the default where they made none). */
const roleChoices = (preferences: NotificationPreferences, role: Role): NotificationPreferences =>
  Object.fromEntries(kindsFor(role).map((kind) => [kind, choiceOf(preferences, kind)]));

export async function readPreferences(accountId: string, role: Role): Promise<NotificationPreferences> {
  return roleChoices(await stored(accountId), role);
}

/** The one choice a mail of this kind is sent by (for one recipient). */
export async function choiceFor(accountId: string, kind: NotificationKind): Promise<NotificationChoice> {
  return choiceOf(await stored(accountId), kind);
}

/** The preferences page's save: only the role's own kinds, each to one of its choices. */
export async function savePreferences(
  accountId: string,
  role: Role,
  changes: Record<string, string>,
): Promise<NotificationPreferences> {
  const own = kindsFor(role);
  const set: NotificationPreferences = {};
  for (const [kind, choice] of Object.entries(changes)) {
    if (!(own as string[]).includes(kind)) throw new ForbiddenError(NOTIFICATION_MESSAGES.kindNotYours);
    if (!isChoiceOf(kind as NotificationKind, choice))
      throw new ValidationError(NOTIFICATION_MESSAGES.choiceInvalid, {
        [kind]: NOTIFICATION_MESSAGES.choiceInvalid,
      });
    set[kind as NotificationKind] = choice;
  }
  // The write answers the item as it now stands: no second read for the page's answer.
  const { data } = await notificationPreferences()
    .upsert({ accountId, ...set, updatedAt: new Date().toISOString() })
    .go({ response: 'all_new' });
  await Promise.all(
    Object.entries(set).map(([kind, choice]) => keepOptIn(accountId, kind as NotificationKind, choice)),
  );
  return roleChoices(data as NotificationPreferences, role);
}

/** An unsubscribe link followed: the kind goes off, remembering what it was so the page can undo it. */
export async function turnOff(accountId: string, kind: NotificationKind): Promise<void> {
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
  await keepOptIn(accountId, kind, 'off');
}

/** The confirmation page's undo: the kind back to what it was before the link turned it off. */
export async function turnBackOn(accountId: string, kind: NotificationKind): Promise<NotificationChoice> {
  const preferences = await stored(accountId);
  const current = choiceOf(preferences, kind);
  if (current !== 'off') return current;
  const resumed = resumedChoice(kind, preferences[beforeAttribute(kind)]);
  await notificationPreferences()
    .upsert({ accountId, [kind]: resumed, updatedAt: new Date().toISOString() })
    .go();
  await keepOptIn(accountId, kind, resumed);
  return resumed;
}

/** Account deletion (ADR 0006): the person's choices go with the account. */
export async function forgetPreferences(accountId: string): Promise<void> {
  await Promise.all([
    notificationPreferences().delete({ accountId }).go(),
    ...NOTIFICATION_KINDS.map((kind) => keepOptIn(accountId, kind, 'off')),
  ]);
}
