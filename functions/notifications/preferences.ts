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
} from '../../shared/notifications/kinds';
import { notificationPreferences, recordKindConsent, stored } from '../model/notification-preferences';
import { keepOptIn } from '../model/opt-in-roster';
import { ForbiddenError, ValidationError } from '../platform/errors';

// The unsubscribe link's pair lives with the entity: the consents card turns job alerts off and on too.
export { turnBackOn, turnOff } from '../model/notification-preferences';

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
  // A kind that is a purpose of the privacy notice (job alerts) records the change as a consent.
  await Promise.all(
    Object.entries(set).flatMap(([kind, choice]) => [
      keepOptIn(accountId, kind as NotificationKind, choice),
      recordKindConsent(accountId, kind as NotificationKind, choice !== 'off', 'email-choices'),
    ]),
  );
  return roleChoices(data as NotificationPreferences, role);
}

/** Account deletion (ADR 0006): the person's choices go with the account. */
export async function forgetPreferences(accountId: string): Promise<void> {
  await Promise.all([
    notificationPreferences().delete({ accountId }).go(),
    ...NOTIFICATION_KINDS.map((kind) => keepOptIn(accountId, kind, 'off')),
  ]);
}
