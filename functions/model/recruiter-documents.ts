import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadTicket } from '../../shared/files/schemas';
import {
  DOCUMENT_RULES,
  type DocumentKind,
  documentProblem,
  RECRUITER_MESSAGES,
} from '../../shared/recruiters/schemas';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { ValidationError } from '../platform/errors';
import { logger } from '../platform/logger';
import { attachment, presignedUpload } from '../platform/object-urls';

/** A document as the application keeps it. The key is the server's; the name is only metadata. */
export interface StoredDocument {
  fileKey: string;
  fileName: string;
  fileSize: number;
  contentType: string;
}

/**
 * The types the first bytes may show for each kind. An SVG logo is stored and served as an opaque
 * download (application/octet-stream, attachment), never as image/svg+xml: an SVG can carry script, and
 * nobody should be able to open one as a page of the app's origin.
 */
const SNIFFED: Record<DocumentKind, Record<string, { ext: string; type: string }>> = {
  businessLicense: {
    'application/pdf': { ext: 'pdf', type: 'application/pdf' },
    'image/jpeg': { ext: 'jpg', type: 'image/jpeg' },
    'image/png': { ext: 'png', type: 'image/png' },
  },
  identityProof: {
    'application/pdf': { ext: 'pdf', type: 'application/pdf' },
    'image/jpeg': { ext: 'jpg', type: 'image/jpeg' },
    'image/png': { ext: 'png', type: 'image/png' },
  },
  companyLogo: {
    'image/jpeg': { ext: 'jpg', type: 'image/jpeg' },
    'image/png': { ext: 'png', type: 'image/png' },
    'image/svg+xml': { ext: 'svg', type: 'application/octet-stream' },
  },
};

/** An SVG is text: its first element (after an XML declaration, comments or a doctype) is <svg>. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;

export async function sniffType(bytes: Uint8Array): Promise<string | undefined> {
  const sniffed = await fileTypeFromBuffer(bytes);
  // file-type names text that starts with an XML declaration 'application/xml', an SVG included.
  if (sniffed && sniffed.mime !== 'application/xml') return sniffed.mime;
  return SVG_START.test(new TextDecoder().decode(bytes)) ? 'image/svg+xml' : sniffed?.mime;
}

const bucket = () => config.uploadsBucket;
const incomingPrefix = (userId: string) => `incoming/recruiter-documents/${userId}/`;
const refuse = (kind: DocumentKind, message: string) => new ValidationError(message, { [kind]: message });

/** A presigned POST for a key the server makes under the caller's own prefix. Nothing is recorded yet. */
export async function createDocumentTicket(
  userId: string,
  request: { kind: DocumentKind; fileName: string; fileSize: number },
): Promise<UploadTicket> {
  const problem = documentProblem(request.kind, request.fileName, request.fileSize);
  if (problem) throw refuse(request.kind, problem);
  const extension = request.fileName.split('.').pop()?.toLowerCase() ?? '';
  const fileKey = `${incomingPrefix(userId)}${request.kind}/${randomUUID()}.${extension}`;
  // The browser's upload is opaque bytes; the type it is stored with is decided after sniffing.
  return presignedUpload(fileKey, 'application/octet-stream', DOCUMENT_RULES[request.kind].maxBytes);
}

async function removeObject(key: string) {
  await s3Client()
    .send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }))
    .catch((error: unknown) => logger.error('Object not deleted', { key, error: String(error) }));
}

/** Removes each document's object; a failure is logged, never thrown (the bucket's lifecycle is the net). */
export async function removeDocuments(documents: readonly { fileKey: string }[]) {
  await Promise.all(documents.map((document) => removeObject(document.fileKey)));
}

/**
 * Checks an uploaded document without trusting anything the client said (its real size, and its type
 * from its first bytes) and copies it to the application's key with a download-only disposition. A
 * refused upload is deleted and answered with the field's message. An accepted upload is left in place:
 * the caller removes it once the application is written, so a submission refused later (another
 * document, a conflict) can be sent again naming the same uploads.
 */
export async function acceptDocument(
  userId: string,
  applicationId: string,
  kind: DocumentKind,
  upload: { fileKey: string; fileName: string },
): Promise<StoredDocument> {
  // Only keys this server made for this caller and this kind: anything else is "not found".
  if (!upload.fileKey.startsWith(`${incomingPrefix(userId)}${kind}/`) || upload.fileKey.includes('..')) {
    throw refuse(kind, RECRUITER_MESSAGES.documentMissing);
  }
  const rules = DOCUMENT_RULES[kind];
  const nameProblem = documentProblem(kind, upload.fileName, 1);
  if (nameProblem) throw refuse(kind, nameProblem);
  const head = await s3Client()
    .send(new HeadObjectCommand({ Bucket: bucket(), Key: upload.fileKey }))
    .catch(() => undefined);
  if (!head) throw refuse(kind, RECRUITER_MESSAGES.documentMissing);
  const size = head.ContentLength ?? 0;
  if (size > rules.maxBytes || size === 0) {
    await removeObject(upload.fileKey);
    throw refuse(kind, rules.tooLarge);
  }
  const start = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket(), Key: upload.fileKey, Range: 'bytes=0-4099' }),
  );
  const mime = await sniffType((await start.Body?.transformToByteArray()) ?? new Uint8Array());
  const accepted = mime ? SNIFFED[kind][mime] : undefined;
  if (!accepted) {
    await removeObject(upload.fileKey);
    throw refuse(kind, rules.badType);
  }
  const fileKey = `recruiter-documents/${applicationId}/${kind}.${accepted.ext}`;
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: fileKey,
      CopySource: `${bucket()}/${encodeURIComponent(upload.fileKey).replace(/%2F/g, '/')}`,
      MetadataDirective: 'REPLACE',
      ContentType: accepted.type,
      ContentDisposition: attachment(upload.fileName),
    }),
  );
  return { fileKey, fileName: upload.fileName, fileSize: size, contentType: accepted.type };
}
