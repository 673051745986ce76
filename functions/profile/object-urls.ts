import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../platform/clients';
import { config } from '../platform/config';

export const URL_SECONDS = 5 * 60;

/** A download always saves under the person's own file name and never renders in the app's origin. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A presigned GET that lives five minutes. */
export function presignedDownload(file: {
  fileKey: string;
  fileName: string;
  contentType: string;
}): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: file.fileKey,
      ResponseContentDisposition: attachment(file.fileName),
      ResponseContentType: file.contentType,
    }),
    { expiresIn: URL_SECONDS },
  );
}
