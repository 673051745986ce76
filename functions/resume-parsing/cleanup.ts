import type { AccountDeletedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { logger } from '../platform/logger';
import { forgetParsesOf } from './service';

/** EventBridge target: removes the parsed resumes of a deleted account. */
export const handler = eventTarget<AccountDeletedDetail>(async ({ userId }) => {
  const removed = await forgetParsesOf(userId);
  logger.info('Parsed resumes of a deleted account removed', { removed });
});
