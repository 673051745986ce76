import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import {
  type AvatarInfo,
  CONTENT_TYPES,
  type DownloadLink,
  extensionOf,
  FILE_MESSAGES,
  FILE_RULES,
  type FileKind,
  fileProblem,
  type ResumeInfo,
  type UploadTicket,
} from '../../shared/files/schemas';
import { recordFile } from '../model/profile-saves';
import type { StoredFile } from '../model/profiles';
import type { Principal } from '../platform/auth/principal';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { NotFoundError, ValidationError } from '../platform/errors';
import { logger } from '../platform/logger';
import { attachment, presignedDownload, presignedUpload } from '../platform/object-urls';
import { storedFileOf } from './service';

/** What the first bytes may say for each kind, and the extension and type the object is stored with. */
const SNIFFED: Record<FileKind, Record<string, { ext: string; type: string }>> = {
  avatar: {
    'image/jpeg': { ext: 'jpg', type: 'image/jpeg' },
    'image/png': { ext: 'png', type: 'image/png' },
    'image/webp': { ext: 'webp', type: 'image/webp' },
  },
  resume: {
    'application/pdf': { ext: 'pdf', type: 'application/pdf' },
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      ext: 'docx',
      type: CONTENT_TYPES.docx ?? '',
    },
    // Legacy Word files are OLE2 compound documents; file-type names that container.
    'application/x-cfb': { ext: 'doc', type: CONTENT_TYPES.doc ?? '' },
  },
};

const bucket = () => config.uploadsBucket;
const refuse = (message: string) => new ValidationError(message, { file: message });

/** A presigned POST for a key the server makes under the caller's own prefix. Nothing is recorded yet. */
export async function createUploadTicket(
  principal: Principal,
  kind: FileKind,
  request: { fileName: string; fileSize: number; contentType?: string },
): Promise<UploadTicket> {
  const problem = fileProblem(kind, request.fileName, request.fileSize);
  if (problem) throw refuse(problem);
  const contentType = CONTENT_TYPES[extensionOf(request.fileName)] ?? 'application/octet-stream';
  if (
    kind === 'avatar' &&
    request.contentType &&
    !Object.keys(SNIFFED.avatar).includes(request.contentType)
  ) {
    throw refuse(FILE_MESSAGES.avatarType);
  }
  const fileKey = `incoming/${kind}s/${principal.record.id}/${randomUUID()}.${extensionOf(request.fileName)}`;
  return presignedUpload(fileKey, contentType, FILE_RULES[kind].maxBytes);
}

async function removeObject(key: string) {
  await s3Client()
    .send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }))
    .catch((error: unknown) => logger.error('Object not deleted', { key, error: String(error) }));
}

/**
 * Checks an uploaded object without trusting anything the client said: its real size, and its real type
 * from its first bytes. A refused object is deleted. An accepted one is copied to its final key with a
 * download-safe disposition, recorded on the profile, and the file it replaces is deleted.
 */
async function acceptObject(principal: Principal, kind: FileKind, sourceKey: string, fileName: string) {
  const rules = FILE_RULES[kind];
  const head = await s3Client()
    .send(new HeadObjectCommand({ Bucket: bucket(), Key: sourceKey }))
    .catch(() => undefined);
  if (!head) throw new NotFoundError('Upload not found. Please upload the file again.');
  const size = head.ContentLength ?? 0;
  if (size > rules.maxBytes || size === 0) {
    await removeObject(sourceKey);
    throw refuse(rules.tooLarge);
  }
  const start = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket(), Key: sourceKey, Range: 'bytes=0-4099' }),
  );
  const sniffed = await fileTypeFromBuffer((await start.Body?.transformToByteArray()) ?? new Uint8Array());
  const accepted = sniffed && SNIFFED[kind][sniffed.mime];
  if (!accepted) {
    await removeObject(sourceKey);
    throw refuse(rules.badType);
  }

  const finalKey = `${kind}s/${principal.record.id}/${randomUUID()}.${accepted.ext}`;
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: finalKey,
      CopySource: `${bucket()}/${encodeURIComponent(sourceKey).replace(/%2F/g, '/')}`,
      MetadataDirective: 'REPLACE',
      ContentType: accepted.type,
      ContentDisposition: attachment(fileName),
      Metadata: { 'original-name': encodeURIComponent(fileName) },
    }),
  );
  await removeObject(sourceKey);
  const stored: StoredFile = {
    fileKey: finalKey,
    fileName,
    fileSize: size,
    contentType: accepted.type,
    uploadedAt: new Date().toISOString(),
  };
  const { previous } = await recordFile(principal, kind, stored);
  if (previous) await removeObject((previous as StoredFile).fileKey);
  return stored;
}

export async function completeUpload(
  principal: Principal,
  kind: FileKind,
  fileKey: string,
  fileName: string,
) {
  // Only keys this server made for this caller: another person's upload is "not found".
  if (!fileKey.startsWith(`incoming/${kind}s/${principal.record.id}/`) || fileKey.includes('..')) {
    throw new NotFoundError('Upload not found. Please upload the file again.');
  }
  const problem = fileProblem(kind, fileName, 1);
  if (problem) throw refuse(problem);
  return acceptObject(principal, kind, fileKey, fileName);
}

/** POST /candidates/resume: the file comes in the request itself; it takes the same checks. */
export async function uploadResumeDirectly(principal: Principal, fileName: string, content: Buffer) {
  const problem = fileProblem('resume', fileName, content.length);
  if (problem) throw refuse(problem);
  const key = `incoming/resumes/${principal.record.id}/${randomUUID()}.${extensionOf(fileName)}`;
  await s3Client().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: content }));
  return acceptObject(principal, 'resume', key, fileName);
}

const downloadUrl = presignedDownload;

export async function avatarInfo(principal: Principal): Promise<AvatarInfo> {
  const avatar = (await storedFileOf(principal.record.id, 'avatar')) as StoredFile | undefined;
  if (!avatar) throw new NotFoundError('No profile picture.');
  return { downloadUrl: await downloadUrl(avatar), fileKey: avatar.fileKey };
}

export async function resumeInfo(principal: Principal): Promise<ResumeInfo> {
  const resume = (await storedFileOf(principal.record.id, 'resume')) as StoredFile | undefined;
  return {
    hasResume: Boolean(resume),
    fileName: resume?.fileName ?? null,
    fileSize: resume?.fileSize ?? null,
    contentType: resume?.contentType ?? null,
    lastModified: resume?.uploadedAt ?? null,
  };
}

export async function downloadLink(principal: Principal, kind: FileKind): Promise<DownloadLink> {
  const file = (await storedFileOf(principal.record.id, kind)) as StoredFile | undefined;
  if (!file) throw new NotFoundError(kind === 'resume' ? FILE_MESSAGES.noResume : 'No profile picture.');
  return { downloadUrl: await downloadUrl(file), fileName: file.fileName };
}

export async function deleteFile(principal: Principal, kind: FileKind): Promise<void> {
  const { previous } = await recordFile(principal, kind, undefined);
  if (!previous) throw new NotFoundError(kind === 'resume' ? FILE_MESSAGES.noResume : 'No profile picture.');
  await removeObject((previous as StoredFile).fileKey);
}
