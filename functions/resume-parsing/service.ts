import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { ParseResult } from '../../shared/resume/parsed-resume';
import { s3Client } from '../platform/clients';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { PARSE_RETENTION_DAYS, resumeParses } from './entities';
import { parseResume, UnsupportedResumeError } from './parser';

/** A file of a resume type that the parser could not read (damaged, encrypted, malformed). */
export class UnreadableResumeFileError extends Error {}

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

/**
 * The parse result for these bytes: from the store when this file was parsed before, otherwise parsed now
 * and stored with a create-if-absent write, so a duplicate delivery writes nothing a second time.
 */
export async function parseOnce(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ result: ParseResult; cached: boolean }> {
  const contentHash = hashOf(bytes);
  const { data: stored } = await resumeParses().get({ contentHash }).go();
  if (stored) return { result: stored.result as ParseResult, cached: true };

  const result = await parseResume(bytes, fileName).catch((error: unknown) => {
    if (error instanceof UnsupportedResumeError) throw error;
    throw new UnreadableResumeFileError(String(error));
  });
  const now = new Date();
  await resumeParses()
    .create({
      contentHash,
      result,
      parsedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + PARSE_RETENTION_DAYS * 86_400,
    })
    .go()
    .catch((error: unknown) => {
      // Another delivery stored the same result a moment ago: nothing to do.
      if (!/conditional request failed|ConditionalCheckFailed/i.test(String((error as Error).message)))
        throw error;
    });
  return { result, cached: false };
}

/** The S3 trigger's work: parse a confirmed resume as soon as it lands, so the review is instant. */
export async function parseStoredResume(key: string): Promise<void> {
  const object = await s3Client()
    .send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }))
    .catch((error: unknown) => {
      // Replaced or deleted before its event arrived: nothing left to parse.
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    });
  if (!object) return;
  const bytes = await object.Body?.transformToByteArray();
  if (!bytes) return;
  const { result, cached } = await parseOnce(bytes, key);
  logger.info('Resume parsed', {
    key,
    cached,
    fieldsExtracted: result.fieldsExtracted,
    confidence: result.confidence,
  });
}
