import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { TextractClient } from '@aws-sdk/client-textract';
import { s3Client } from '../../platform/clients/s3';
import { config } from '../../platform/config';
import { OCR_STAGING_PREFIX } from '../../platform/resources';
import type { RecognizeText } from './scanned-document.js';
import { textractRecognizer } from './textract.js';

export type { RecognizeText, StoredObject } from './scanned-document.js';

let textract: TextractClient | undefined;

/** Staged scans are deleted after reading; the lifecycle of their prefix removes any a crash left. */
async function stageForTextract(bytes: Uint8Array) {
  const location = { bucket: config.uploadsBucket, key: `${OCR_STAGING_PREFIX}${randomUUID()}.pdf` };
  await s3Client().send(
    new PutObjectCommand({
      Bucket: location.bucket,
      Key: location.key,
      Body: bytes,
      ContentType: 'application/pdf',
    }),
  );
  const release = async () => {
    await s3Client().send(new DeleteObjectCommand({ Bucket: location.bucket, Key: location.key }));
  };
  return { location, release };
}

/**
 * The text reader for scanned resumes where this function runs: Textract in AWS, none locally (no
 * stand-in exists, so a scan there reads as a document without text and the person fills the profile).
 */
export function textRecognizer(deadlineMs: number): RecognizeText | undefined {
  if (config.textRecognition !== 'textract') return undefined;
  textract ??= new TextractClient({});
  return textractRecognizer(textract, { stage: stageForTextract, deadlineMs });
}
