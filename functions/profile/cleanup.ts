import type { AccountDeletedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { deleteProfileOf } from './service';

/** EventBridge target: removes the profile of a deleted account. */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => deleteProfileOf(userId));
