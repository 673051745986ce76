import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../platform/logger';
import { mailWeeklyMatches } from './weekly-digest';

/** The weekly schedule's target (routes.ts matchingSchedules): the candidates' best new matches. */
export const handler = middy()
  .use(injectLambdaContext(logger))
  .handler(async () => {
    await mailWeeklyMatches();
  });
