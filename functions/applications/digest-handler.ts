import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../platform/logger';
import { mailDigests } from './digest';

/** The daily schedule's target (routes.ts applicationSchedules): mails the hiring teams' digests due. */
export const handler = middy()
  .use(injectLambdaContext(logger))
  .handler(async () => {
    await mailDigests();
  });
