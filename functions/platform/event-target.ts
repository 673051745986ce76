import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { AppEvent } from './events';
import { logger } from './logger';

/**
 * An EventBridge rule's target: hands the event's detail to `handle`, with the invocation on every log
 * line. Errors propagate, so the event is retried and, in the end, dead-lettered; handlers are idempotent.
 */
export function eventTarget<Detail>(handle: (detail: Detail) => Promise<void>) {
  return middy<AppEvent<Detail>>()
    .use(injectLambdaContext(logger))
    .handler(async (event) => {
      await handle(event.detail);
    });
}
