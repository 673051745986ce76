import type { AccountDeletedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { forgetAlerts } from './service';

/** EventBridge target of Account Deleted: the person's job alerts and their index entries go (ADR 0006). */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => forgetAlerts(userId));
