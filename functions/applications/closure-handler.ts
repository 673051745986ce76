import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import {
  APPLICATION_STATUS_CHANGED,
  APPLICATION_SUBMITTED,
  type ApplicationStatusChangedDetail,
  type ApplicationSubmittedDetail,
} from '../model/events';
import type { AppEvent } from '../platform/events';
import { logger } from '../platform/logger';
import {
  APPLICATION_CLOSURE_DUE,
  type ClosureDueDetail,
  closeUnanswered,
  keepClosureSchedule,
} from './closure';

type ClosureEvent = AppEvent<ApplicationSubmittedDetail | ApplicationStatusChangedDetail | ClosureDueDetail>;

/**
 * The closure guarantee's function (closure.ts): the bus's Application Submitted and Status Changed set
 * each application's closure schedule, and the schedule, when due, invokes this same function, whose own
 * ARN is therefore the schedule's target. Errors propagate: the bus and Scheduler retry, then dead-letter.
 */
export const handler = middy<ClosureEvent>()
  .use(injectLambdaContext(logger))
  .handler(async (event, context) => {
    const self = context.invokedFunctionArn;
    switch (event['detail-type']) {
      case APPLICATION_SUBMITTED:
      case APPLICATION_STATUS_CHANGED:
        await keepClosureSchedule(event.detail.applicationId, self);
        return;
      case APPLICATION_CLOSURE_DUE: {
        const outcome = await closeUnanswered(event.detail as ClosureDueDetail, new Date(event.time), self);
        logger.info('Closure schedule ran', { applicationId: event.detail.applicationId, outcome });
        return;
      }
      default:
        throw new Error(`No target for ${event['detail-type']}`);
    }
  });
