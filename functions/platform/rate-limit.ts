import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import { RATE_LIMITS, type RateLimitClass } from './contract';
import { entityConfig, lazy, SERVICE } from './db';
import { RateLimitError } from './errors';

/** A fixed-window request counter. One item per client and window, removed by TTL afterwards. */
const rateLimitWindows = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'rateLimitWindow', version: '1', service: SERVICE },
        attributes: {
          bucket: { type: 'string', required: true },
          window: { type: 'number', required: true },
          count: { type: 'number', default: 0 },
          expiresAt: { type: 'number' },
        },
        indexes: {
          byBucketAndWindow: {
            pk: { field: 'pk', composite: ['bucket'] },
            sk: { field: 'sk', composite: ['window'] },
          },
        },
      },
      entityConfig(),
    ),
);

/** Client identities are hashed: the counter must not become a log of who called. */
function bucketFor(limitClass: RateLimitClass, subject: string): string {
  const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 22);
  return `${limitClass}#${digest}`;
}

/**
 * Counts one request against the class's budget and throws RateLimitError past it. The increment is a
 * single atomic update, so concurrent requests cannot slip past the limit.
 */
export async function consumeRateLimit(
  limitClass: RateLimitClass,
  subject: string,
  now = Date.now(),
): Promise<void> {
  const { limit, windowSeconds } = RATE_LIMITS[limitClass];
  const nowSeconds = Math.floor(now / 1000);
  const window = Math.floor(nowSeconds / windowSeconds);
  const windowEnds = (window + 1) * windowSeconds;
  const { data } = await rateLimitWindows()
    .update({ bucket: bucketFor(limitClass, subject), window })
    .add({ count: 1 })
    .set({ expiresAt: windowEnds + 60 })
    .go({ response: 'all_new' });
  if ((data.count ?? 0) > limit) throw new RateLimitError(Math.max(1, windowEnds - nowSeconds));
}

/**
 * Whether the subject has used the class's whole budget in the current window. Only reads: for budgets
 * counted on some outcomes (failed sign-ins) and checked on others.
 */
export async function isRateLimited(
  limitClass: RateLimitClass,
  subject: string,
  now = Date.now(),
): Promise<boolean> {
  const { limit, windowSeconds } = RATE_LIMITS[limitClass];
  const window = Math.floor(Math.floor(now / 1000) / windowSeconds);
  const { data } = await rateLimitWindows()
    .get({ bucket: bucketFor(limitClass, subject), window })
    .go();
  return (data?.count ?? 0) >= limit;
}
