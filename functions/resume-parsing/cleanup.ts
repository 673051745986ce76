import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { AccountDeletedDetail } from '../accounts/events';
import type { AppEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { forgetParsesOf } from './service';

/** EventBridge target: removes the parsed resumes of a deleted account. Idempotent; failures are retried. */
export const handler = middy<AppEvent<AccountDeletedDetail>>()
  .use(injectLambdaContext(logger))
  .handler(async (event) => {
    const removed = await forgetParsesOf(event.detail.userId);
    logger.info('Parsed resumes of a deleted account removed', { removed });
  });
