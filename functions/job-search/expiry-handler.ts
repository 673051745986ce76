import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../platform/logger';
import { sweepExpiredFromSearch } from './expiry-sweep';

/** The quarter-hourly schedule's target (routes.ts jobSearchSchedules). */
export const handler = middy()
  .use(injectLambdaContext(logger))
  .handler(async () => {
    const swept = await sweepExpiredFromSearch();
    if (swept > 0) logger.info('Took expired jobs out of the search index', { swept });
  });
