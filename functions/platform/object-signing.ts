/*
 * The S3 client and its presigners, about 150 KB of bundle: object-urls.ts imports this module when it
 * first signs a URL, so the routes of a function that never sign one do not load it (ADR 0004).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadTicket } from '../../shared/files/schemas';
import { s3Client } from './clients/s3';
import { config } from './config';
import { attachment, URL_SECONDS } from './object-urls';

/** A presigned GET that lives five minutes (or `expiresInSeconds`, for a link sent by mail). */
export function presignedDownload(
  file: {
    fileKey: string;
    fileName: string;
    contentType: string;
  },
  expiresInSeconds = URL_SECONDS,
): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: file.fileKey,
      ResponseContentDisposition: attachment(file.fileName),
      ResponseContentType: file.contentType,
    }),
    { expiresIn: expiresInSeconds },
  );
}

/**
 * A presigned POST for a key the server made. Unlike a presigned PUT, its policy bounds what S3 accepts:
 * this key, this content type, 1 to `maxBytes` bytes, for five minutes. The upload is still checked after
 * it lands (size and sniffed type), since the local S3 stand-in does not enforce policies.
 */
export async function presignedUpload(
  fileKey: string,
  contentType: string,
  maxBytes: number,
): Promise<UploadTicket> {
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: config.uploadsBucket,
    Key: fileKey,
    Fields: { 'Content-Type': contentType },
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Expires: URL_SECONDS,
  });
  return { url, fields, fileKey, maxBytes, expiresInSeconds: URL_SECONDS };
}
