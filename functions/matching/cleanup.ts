import type { AccountDeletedDetail } from '../accounts/events';
import { eventTarget } from '../platform/event-target';
import { forgetCandidate } from './refresh';

/** EventBridge target: a deleted account's matches and postings go. */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => forgetCandidate(userId));
