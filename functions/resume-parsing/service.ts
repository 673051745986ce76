import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { ParseResult } from '../../shared/resume/parsed-resume';
import { PARSE_RETENTION_DAYS, resumeParseOwners, resumeParses } from '../model/resume-parses';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { type StoredObject, textRecognizer } from './ocr';
import {
  nothingRead,
  type ParseOutcome,
  parseResume,
  TextRecognitionPendingError,
  UnsupportedResumeError,
} from './parser';

/** A file of a resume type that the parser could not read (damaged, encrypted, malformed, far too long). */
export class UnreadableResumeFileError extends Error {}

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

export interface ParseSource {
  fileName: string;
  /** The account whose resume this is, so its parsed data can be removed with the account. */
  ownerId?: string;
  /** Where the file is stored, when it is: OCR of a multi-page scan then reads it from there. */
  location?: StoredObject;
  /** How long OCR of a scan may take here (an API call must answer within API Gateway's 30 s). */
  ocrDeadlineMs: number;
}

/**
 * The parse result for these bytes: from the store when this file was parsed before, otherwise parsed now
 * and stored with a create-if-absent write, so a duplicate delivery writes nothing a second time.
 */
export async function parseOnce(
  bytes: Uint8Array,
  source: ParseSource,
): Promise<{ result: ParseResult; cached: boolean }> {
  const contentHash = hashOf(bytes);
  const expiresAt = Math.floor(Date.now() / 1000) + PARSE_RETENTION_DAYS * 86_400;
  if (source.ownerId) {
    // Linked before parsing, so no stored result can ever lack its owner's link.
    await resumeParseOwners().put({ userId: source.ownerId, contentHash, expiresAt }).go();
  }
  const { data: stored } = await resumeParses().get({ contentHash }).go();
  if (stored) return { result: stored.result as ParseResult, cached: true };

  const recognize = textRecognizer(source.ocrDeadlineMs);
  const recognizeScan =
    recognize &&
    ((scan: { bytes: Uint8Array; pageCount: number }) =>
      recognize({ ...scan, location: source.location }).catch((error: unknown) => {
        // Textract refused or failed: not the file's fault, so nothing is remembered and a later try may read it.
        logger.error('Text recognition of a scanned resume failed', { contentHash, error: String(error) });
        return undefined;
      }));
  let result: ParseOutcome;
  try {
    result = await parseResume(bytes, source.fileName, { recognizeScan });
  } catch (error) {
    if (error instanceof UnsupportedResumeError) throw error;
    if (error instanceof TextRecognitionPendingError) {
      logger.warn('Text of a scanned resume not read this time', { contentHash });
      // Nothing found, and not remembered: a later try may read it.
      return { result: nothingRead(), cached: false };
    }
    throw new UnreadableResumeFileError(String(error));
  }
  if (result.incomplete) {
    // Cut short by the time budget (a busy moment, or a document made to be slow): a later try may read more.
    logger.warn('Resume parse stopped at its time budget', { contentHash });
    return { result, cached: false };
  }
  await resumeParses()
    .create({ contentHash, result, parsedAt: new Date().toISOString(), expiresAt })
    .go()
    .catch((error: unknown) => {
      // Another delivery stored the same result a moment ago: nothing to do.
      if (!/conditional request failed|ConditionalCheckFailed/i.test(String((error as Error).message)))
        throw error;
    });
  return { result, cached: false };
}

/** Confirmed resumes are stored as resumes/{userId}/{file}. */
function ownerOfResumeKey(key: string): string | undefined {
  return /^resumes\/([^/]+)\//.exec(key)?.[1];
}

/**
 * Removes the parsed data of a deleted account's resumes, and the links to them. A result another
 * account's link still points to (the same file uploaded by two people) is removed too: it is parsed
 * again if that person asks, which costs a parse, not data.
 */
export async function forgetParsesOf(userId: string): Promise<number> {
  const { data: links } = await resumeParseOwners().query.byOwner({ userId }).go({ pages: 'all' });
  for (const link of links) {
    await resumeParses().delete({ contentHash: link.contentHash }).go();
    await resumeParseOwners().delete({ userId, contentHash: link.contentHash }).go();
  }
  return links.length;
}

/** The trigger runs for up to 60 s; OCR may use most of it, leaving room to store the result. */
const TRIGGER_OCR_DEADLINE_MS = 45_000;

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
  const { result, cached } = await parseOnce(bytes, {
    fileName: key,
    ownerId: ownerOfResumeKey(key),
    location: { bucket: config.uploadsBucket, key },
    ocrDeadlineMs: TRIGGER_OCR_DEADLINE_MS,
  });
  logger.info('Resume parsed', {
    key,
    cached,
    fieldsExtracted: result.fieldsExtracted,
    confidence: result.confidence,
  });
}
