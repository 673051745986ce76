import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { S3Event } from 'aws-lambda';
import { logger } from '../platform/logger';
import { UnsupportedResumeError } from './parser';
import { parseStoredResume, UnreadableResumeFileError } from './service';

/**
 * S3 ObjectCreated on confirmed resumes: parses each one. A file the parser cannot read is logged, not
 * retried (it would fail the same way); a failing dependency throws, so the invocation is retried.
 */
export const handler = middy<S3Event>()
  .use(injectLambdaContext(logger))
  .handler(async (event) => {
    for (const record of event.Records) {
      const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
      try {
        await parseStoredResume(key);
      } catch (error) {
        if (error instanceof UnsupportedResumeError || error instanceof UnreadableResumeFileError) {
          logger.warn('Resume not parseable', { key, error: String(error) });
        } else throw error;
      }
    }
  });
