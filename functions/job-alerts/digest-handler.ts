import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../platform/logger';
import { mailAlertDigests } from './digest';

/** The daily schedule's target (routes.ts jobAlertSchedules): mails the daily job alerts due. */
export const handler = middy()
  .use(injectLambdaContext(logger))
  .handler(async () => {
    await mailAlertDigests();
  });
