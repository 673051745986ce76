import type { S3Event } from 'aws-lambda';
import type { S3TriggerSpec } from '../contract';
import { lambdaContext } from './lambda-context';
import { type LoadHandler, loadHandler } from './load-handler';

/**
 * Hands each ObjectCreated record to the functions whose trigger matches its bucket and key prefix, one
 * record per invocation, as S3 notifications do. Failures are logged: S3 does not retry a Lambda either.
 */
export function s3TriggerDispatcher(
  triggers: S3TriggerSpec[],
  bucketNames: Record<string, string>,
  load: LoadHandler = loadHandler,
) {
  const inFlight = new Set<Promise<void>>();
  const dispatch = (event: S3Event) => {
    for (const record of event.Records) {
      const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
      for (const trigger of triggers) {
        if (bucketNames[trigger.bucket] !== record.s3.bucket.name || !key.startsWith(trigger.prefix))
          continue;
        const delivery = load(trigger.fn)
          .then((handler) => handler({ Records: [record] } satisfies S3Event, lambdaContext(trigger.fn)))
          .then(() => undefined)
          .catch((error: unknown) => console.error(`S3 trigger ${trigger.name} failed for ${key}`, error))
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    }
  };
  return {
    dispatch,
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
