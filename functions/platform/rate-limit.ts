import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from './clients/dynamo';
import { config } from './config';
import { RATE_LIMITS, type RateLimitClass } from './contract';
import { SERVICE } from './db';
import { RateLimitError } from './errors';

/*
 * A fixed-window request counter: one item per client and window, removed by TTL afterwards. Written with
 * the DocumentClient rather than ElectroDB: every HTTP function counts requests, and ElectroDB with its
 * jsonschema (about 220 KB) would otherwise load into functions that touch no other entity (ADR 0004).
 * Items keep the keys and entity markers ElectroDB gave them, so a deploy does not reset running windows.
 */
const ENTITY = { name: 'rateLimitWindow', version: '1' } as const;

function windowKey(bucket: string, window: number): { pk: string; sk: string } {
  // ElectroDB's default key casing: lower case.
  return {
    pk: `$${SERVICE}#bucket_${bucket}`.toLowerCase(),
    sk: `$${ENTITY.name}_${ENTITY.version}#window_${window}`.toLowerCase(),
  };
}

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
  const bucket = bucketFor(limitClass, subject);
  const { Attributes } = await dynamoClient().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: windowKey(bucket, window),
      UpdateExpression:
        'SET #expiresAt = :expiresAt, #bucket = :bucket, #window = :window, #entity = :entity, #version = :version ADD #count :one',
      ExpressionAttributeNames: {
        '#expiresAt': 'expiresAt',
        '#bucket': 'bucket',
        '#window': 'window',
        '#entity': '__edb_e__',
        '#version': '__edb_v__',
        '#count': 'count',
      },
      ExpressionAttributeValues: {
        ':expiresAt': windowEnds + 60,
        ':bucket': bucket,
        ':window': window,
        ':entity': ENTITY.name,
        ':version': ENTITY.version,
        ':one': 1,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (Number(Attributes?.count ?? 0) > limit) throw new RateLimitError(Math.max(1, windowEnds - nowSeconds));
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
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: windowKey(bucketFor(limitClass, subject), window),
    }),
  );
  return Number(Item?.count ?? 0) >= limit;
}
