import type { AccountDeletedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { forgetPreferences } from './preferences';

/** EventBridge target of Account Deleted: the person's mail choices go with the account (ADR 0006). */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => forgetPreferences(userId));
