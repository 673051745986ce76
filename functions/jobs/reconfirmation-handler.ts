import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../platform/logger';
import { sweepConfirmations } from './reconfirmation-sweep';

/** The daily schedule's target (routes.ts jobSchedules): reconfirmation mails and closes (ADR 0029). */
export const handler = middy()
  .use(injectLambdaContext(logger))
  .handler(async () => {
    await sweepConfirmations();
  });
