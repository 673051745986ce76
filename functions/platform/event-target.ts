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

/**
 * One function for the targets of several rules, each detail type handed to its own `handle`. Each function
 * of its own costs the stack about nine CloudFormation resources (role, policy, log group, dead-letter queue
 * and its policy, invoke config, ...) against a limit of 500 a stack (ADR 0002), so a feature's small side
 * events share one. An event of another type is an error: no rule sends one.
 */
export function eventTargets(handlers: Record<string, (detail: never) => Promise<void>>) {
  return middy<AppEvent<unknown>>()
    .use(injectLambdaContext(logger))
    .handler(async (event) => {
      const handle = handlers[event['detail-type']] as ((detail: unknown) => Promise<void>) | undefined;
      if (!handle) throw new Error(`No target for ${event['detail-type']}`);
      await handle(event.detail);
    });
}
