import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
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

/** The detail type of a scheduled rule's event: a function of a schedule table entry can take it beside its rules'. */
export const SCHEDULED_EVENT = 'Scheduled Event';

const isQueueBatch = (event: AppEvent<unknown> | SQSEvent): event is SQSEvent => 'Records' in event;

/**
 * One function for the targets of several rules, each detail type handed to its own `handle`. Each function
 * of its own costs the stack about nine CloudFormation resources (role, policy, log group, dead-letter queue
 * and its policy, invoke config, ...) against a limit of 500 a stack (ADR 0002), so a feature's small side
 * events share one. An event of another type is an error: no rule sends one.
 *
 * A delayed rule (EventRuleSpec.delaySeconds) reaches the function through its queue: a batch of records,
 * each the EventBridge event whole. Each is handled on its own and only the failed ones are reported, so
 * the queue redelivers those alone (and in the end parks them in the dead-letter queue).
 */
export function eventTargets(handlers: Record<string, (detail: never) => Promise<void>>) {
  const dispatch = async (event: AppEvent<unknown>) => {
    const handle = handlers[event['detail-type']] as ((detail: unknown) => Promise<void>) | undefined;
    if (!handle) throw new Error(`No target for ${event['detail-type']}`);
    await handle(event.detail);
  };
  return middy<AppEvent<unknown> | SQSEvent, SQSBatchResponse | undefined>()
    .use(injectLambdaContext(logger))
    .handler(async (event) => {
      if (!isQueueBatch(event)) {
        await dispatch(event);
        return undefined;
      }
      const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
      for (const record of event.Records) {
        try {
          await dispatch(JSON.parse(record.body) as AppEvent<unknown>);
        } catch (error) {
          logger.error('Queued event failed', { messageId: record.messageId, error: String(error) });
          batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      }
      return { batchItemFailures };
    });
}
