import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { AppEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { type ContactMessageReceivedDetail, notifyContactMessage } from './service';

/** EventBridge target: errors propagate so the event is retried and, in the end, dead-lettered. */
export const handler = middy<AppEvent<ContactMessageReceivedDetail>>()
  .use(injectLambdaContext(logger))
  .handler(async (event: AppEvent<ContactMessageReceivedDetail>) => {
    await notifyContactMessage(event.detail.id);
  });
