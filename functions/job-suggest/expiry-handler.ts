import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../platform/logger';
import { sweepExpiredSuggestions } from './expiry-sweep';

/** The quarter-hourly schedule's target (routes.ts jobSuggestSchedules). */
export const handler = middy()
  .use(injectLambdaContext(logger))
  .handler(async () => {
    const swept = await sweepExpiredSuggestions();
    if (swept > 0) logger.info('Uncounted expired jobs from the typeahead', { swept });
  });
