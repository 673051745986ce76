import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../platform/logger';
import { remindRenewals } from './renewal-reminders';

/** The daily schedule's target (routes.ts subscriptionSchedules): mails the renewal reminders due. */
export const handler = middy()
  .use(injectLambdaContext(logger))
  .handler(async () => {
    await remindRenewals();
  });
