import * as z from 'zod/mini';
import { UPLOAD_LIMITS } from '../constants';

/** Avatar and resume upload rules (candidate-side.md section 5, Avatar and Resume), shared by widget and API. */

export type FileKind = 'avatar' | 'resume';

export const FILE_MESSAGES = {
  avatarTooLarge: 'File size must be less than 1024KB',
  avatarType: 'File type must be one of: jpg, jpeg, png, webp',
  resumeTooLarge: 'File size must be less than 2MB',
  resumeType: 'File type must be one of: pdf, doc, docx',
  noResume: 'No resume available for download',
  uploadFailedStatus: (status: number) => `Upload failed with status: ${status}`,
  uploadAborted: 'Upload aborted',
  uploadFailed: 'Upload failed',
  deleteAvatarConfirm: 'Are you sure you want to delete your profile picture?',
  deleteResumeConfirm: 'Are you sure you want to delete your resume? This cannot be undone.',
} as const;

export const FILE_RULES: Record<
  FileKind,
  { maxBytes: number; extensions: readonly string[]; tooLarge: string; badType: string }
> = {
  avatar: {
    maxBytes: UPLOAD_LIMITS.avatar.maxBytes,
    extensions: UPLOAD_LIMITS.avatar.extensions,
    tooLarge: FILE_MESSAGES.avatarTooLarge,
    badType: FILE_MESSAGES.avatarType,
  },
  resume: {
    maxBytes: UPLOAD_LIMITS.resume.maxBytes,
    extensions: UPLOAD_LIMITS.resume.extensions,
    tooLarge: FILE_MESSAGES.resumeTooLarge,
    badType: FILE_MESSAGES.resumeType,
  },
};

/** The content type each accepted extension is stored and served with. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';

/** The first rule a file breaks, as the message a person sees; undefined when it may be uploaded. */
export function fileProblem(kind: FileKind, fileName: string, fileSize: number): string | undefined {
  const rules = FILE_RULES[kind];
  if (!rules.extensions.includes(extensionOf(fileName))) return rules.badType;
  if (fileSize > rules.maxBytes || fileSize <= 0) return rules.tooLarge;
  return undefined;
}

const fileName = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));
const fileKey = z.string().check(z.minLength(10), z.maxLength(300));

export const avatarUploadUrlSchema = z.strictObject({
  fileName,
  fileSize: z.number().check(z.int(), z.gte(0)),
  contentType: z.string().check(z.maxLength(100)),
});
export const resumeUploadUrlSchema = z.strictObject({
  fileName,
  fileSize: z.number().check(z.int(), z.gte(0)),
  contentType: z.optional(z.string().check(z.maxLength(200))),
});
export const avatarCompleteSchema = z.strictObject({
  fileKey,
  fileName,
  contentType: z.optional(z.string()),
});
export const resumeCompleteSchema = z.strictObject({ fileKey, fileName });

/**
 * A presigned POST: the browser sends `fields` and then the file (field `file`) as multipart/form-data to
 * `url`. The signed policy fixes the key and the content type and admits 1 to `maxBytes` bytes.
 */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  fileKey: string;
  maxBytes: number;
  expiresInSeconds: number;
}

export interface AvatarInfo {
  downloadUrl: string;
  fileKey: string;
}

export interface ResumeInfo {
  hasResume: boolean;
  fileName: string | null;
  fileSize: number | null;
  contentType: string | null;
  lastModified: string | null;
}

export interface DownloadLink {
  downloadUrl: string;
  fileName: string;
}
