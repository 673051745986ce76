import type { UploadTicket } from '../../shared/files/schemas';

/** How long a presigned URL lives, unless a mailed link asks for longer. */
export const URL_SECONDS = 5 * 60;

/** A download always saves under the person's own file name and never renders in the app's origin. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// The signing code (the S3 client) is loaded by the first URL signed, not by every route that might sign one.
const signing = () => import('./object-signing');

/** A presigned GET that lives five minutes (or `expiresInSeconds`, for a link sent by mail). */
export async function presignedDownload(
  file: { fileKey: string; fileName: string; contentType: string },
  expiresInSeconds = URL_SECONDS,
): Promise<string> {
  return (await signing()).presignedDownload(file, expiresInSeconds);
}

/** A presigned POST bounded to this key, content type and size (object-signing.ts says how). */
export async function presignedUpload(
  fileKey: string,
  contentType: string,
  maxBytes: number,
): Promise<UploadTicket> {
  return (await signing()).presignedUpload(fileKey, contentType, maxBytes);
}
