import { leaveRoster } from '../model/admin-roster';
import type { AccountDeletedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { forgetPreferences } from './preferences';

/**
 * EventBridge target of Account Deleted: the person's mail choices go with the account, and an admin
 * leaves the roster the admins' mails are sent from (ADR 0006).
 */
export const handler = eventTarget<AccountDeletedDetail>(async ({ userId }) => {
  await Promise.all([forgetPreferences(userId), leaveRoster(userId)]);
});
