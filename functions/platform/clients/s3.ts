import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';

/** One client per process, made on first use (see dynamo.ts). */
let s3: S3Client | undefined;

export function s3Client(): S3Client {
  s3 ??= new S3Client({
    forcePathStyle: config.s3ForcePathStyle,
    // Presigned URLs must not carry a checksum of an empty body; real S3 rejects the upload otherwise.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}
