import { UPLOAD_LIMITS } from '../../shared/constants';
import {
  avatarCompleteSchema,
  avatarUploadUrlSchema,
  FILE_MESSAGES,
  resumeCompleteSchema,
  resumeUploadUrlSchema,
} from '../../shared/files/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import { ValidationError } from '../platform/errors';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { readMultipartFile } from '../platform/http/multipart';
import { created, ok } from '../platform/http/types';
import * as files from './files';

/*
 * The avatar and resume routes: apart from the profile's other routes because they alone load the S3
 * client, the multipart reader and the file sniffer (ADR 0004: a function's routes load on first use).
 */
export const routes: RouteMap = {
  'POST /profile/avatar/upload-url': httpRoute({ body: avatarUploadUrlSchema }, async ({ body, principal }) =>
    ok(await files.createUploadTicket(signedInPrincipal(principal), 'avatar', body)),
  ),
  'POST /profile/avatar/upload-complete': httpRoute(
    { body: avatarCompleteSchema },
    async ({ body, principal }) => {
      await files.completeUpload(signedInPrincipal(principal), 'avatar', body.fileKey, body.fileName);
      return ok(await files.avatarInfo(signedInPrincipal(principal)));
    },
  ),
  'GET /profile/avatar/info': httpRoute({}, async ({ principal }) =>
    ok(await files.avatarInfo(signedInPrincipal(principal))),
  ),
  'GET /profile/avatar/download-url': httpRoute({}, async ({ principal }) =>
    ok(await files.downloadLink(signedInPrincipal(principal), 'avatar')),
  ),
  'DELETE /profile/avatar/delete': httpRoute({}, async ({ principal }) => {
    await files.deleteFile(signedInPrincipal(principal), 'avatar');
    return ok({ deleted: true });
  }),
  'POST /resume/upload-url': httpRoute({ body: resumeUploadUrlSchema }, async ({ body, principal }) =>
    ok(await files.createUploadTicket(signedInPrincipal(principal), 'resume', body)),
  ),
  'POST /resume/upload-complete': httpRoute({ body: resumeCompleteSchema }, async ({ body, principal }) => {
    await files.completeUpload(signedInPrincipal(principal), 'resume', body.fileKey, body.fileName);
    return ok(await files.resumeInfo(signedInPrincipal(principal)));
  }),
  'GET /resume/info': httpRoute({}, async ({ principal }) =>
    ok(await files.resumeInfo(signedInPrincipal(principal))),
  ),
  'GET /resume/download-url': httpRoute({}, async ({ principal }) =>
    ok(await files.downloadLink(signedInPrincipal(principal), 'resume')),
  ),
  'DELETE /resume/delete': httpRoute({}, async ({ principal }) => {
    await files.deleteFile(signedInPrincipal(principal), 'resume');
    return ok({ deleted: true });
  }),
  'POST /candidates/resume': httpRoute({}, async ({ event, principal }) => {
    const upload = await readMultipartFile(event, 'resume', UPLOAD_LIMITS.resume.maxBytes).catch(
      (error: unknown) => {
        if ((error as { status?: number }).status === 413) {
          throw new ValidationError(FILE_MESSAGES.resumeTooLarge, { file: FILE_MESSAGES.resumeTooLarge });
        }
        throw error;
      },
    );
    await files.uploadResumeDirectly(signedInPrincipal(principal), upload.fileName, upload.content);
    return created(await files.resumeInfo(signedInPrincipal(principal)));
  }),
};
