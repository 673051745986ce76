import * as z from 'zod/mini';
import { contactPreferencesSchema } from '../../shared/candidates/reach';
import { UPLOAD_LIMITS } from '../../shared/constants';
import {
  avatarCompleteSchema,
  avatarUploadUrlSchema,
  FILE_MESSAGES,
  resumeCompleteSchema,
  resumeUploadUrlSchema,
} from '../../shared/files/schemas';
import {
  additionalInfoSchema,
  certificationSchema,
  educationEntrySchema,
  educationSummarySchema,
  experienceSummarySchema,
  headerSchema,
  jobPreferencesSchema,
  linksSchema,
  skillsSchema,
  workExperienceSchema,
} from '../../shared/profile/schemas';
import { populateProfileSchema } from '../../shared/resume/populate';
import { readOwnProfile } from '../model/own-profile';
import * as profile from '../model/profile-saves';
import { signedInPrincipal } from '../platform/auth/principal';
import { ValidationError } from '../platform/errors';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { readMultipartFile } from '../platform/http/multipart';
import { created, ok } from '../platform/http/types';
import * as files from './files';
import { populateFromResume, shouldPopulate } from './populate';

const visibilitySchema = z.strictObject({ isPublic: z.boolean() });
const id = (pathParameters: Record<string, string>) => pathParameters.id ?? '';

export const handler = httpRoutes({
  'GET /profile': httpRoute({}, async ({ principal }) =>
    ok(await readOwnProfile(signedInPrincipal(principal))),
  ),
  'POST /profile': httpRoute({ body: headerSchema }, async ({ body, principal }) =>
    ok(await profile.updateHeader(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/header': httpRoute({ body: headerSchema }, async ({ body, principal }) =>
    ok(await profile.updateHeader(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/job-preferences': httpRoute({ body: jobPreferencesSchema }, async ({ body, principal }) =>
    ok(await profile.updateJobPreferences(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/skills': httpRoute({ body: skillsSchema }, async ({ body, principal }) =>
    ok(await profile.updateSkills(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/experience': httpRoute({ body: experienceSummarySchema }, async ({ body, principal }) =>
    ok(await profile.updateExperience(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/education': httpRoute({ body: educationSummarySchema }, async ({ body, principal }) =>
    ok(await profile.updateEducationSummary(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/links': httpRoute({ body: linksSchema }, async ({ body, principal }) =>
    ok(await profile.updateLinks(signedInPrincipal(principal), body)),
  ),
  'PATCH /profile/additional-info': httpRoute({ body: additionalInfoSchema }, async ({ body, principal }) =>
    ok(await profile.updateAdditionalInfo(signedInPrincipal(principal), body)),
  ),
  'POST /profile/work-experience': httpRoute({ body: workExperienceSchema }, async ({ body, principal }) =>
    created(await profile.addEntry(signedInPrincipal(principal), 'workExperiences', body)),
  ),
  'PUT /profile/work-experience/{id}': httpRoute(
    { body: workExperienceSchema },
    async ({ body, principal, pathParameters }) =>
      ok(
        await profile.updateEntry(signedInPrincipal(principal), 'workExperiences', id(pathParameters), body),
      ),
  ),
  'DELETE /profile/work-experience/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await profile.deleteEntry(signedInPrincipal(principal), 'workExperiences', id(pathParameters))),
  ),
  'POST /profile/education': httpRoute({ body: educationEntrySchema }, async ({ body, principal }) =>
    created(await profile.addEntry(signedInPrincipal(principal), 'educations', body)),
  ),
  'PUT /profile/education/{id}': httpRoute(
    { body: educationEntrySchema },
    async ({ body, principal, pathParameters }) =>
      ok(await profile.updateEntry(signedInPrincipal(principal), 'educations', id(pathParameters), body)),
  ),
  'DELETE /profile/education/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await profile.deleteEntry(signedInPrincipal(principal), 'educations', id(pathParameters))),
  ),
  'POST /profile/certifications': httpRoute({ body: certificationSchema }, async ({ body, principal }) =>
    created(await profile.addEntry(signedInPrincipal(principal), 'certifications', body)),
  ),
  'PUT /profile/certifications/{id}': httpRoute(
    { body: certificationSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await profile.updateEntry(signedInPrincipal(principal), 'certifications', id(pathParameters), body)),
  ),
  'DELETE /profile/certifications/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await profile.deleteEntry(signedInPrincipal(principal), 'certifications', id(pathParameters))),
  ),
  'POST /profile/enable-matching': httpRoute({}, async ({ principal }) =>
    ok(await profile.setMatching(signedInPrincipal(principal), true)),
  ),
  'POST /profile/disable-matching': httpRoute({}, async ({ principal }) =>
    ok(await profile.setMatching(signedInPrincipal(principal), false)),
  ),
  'PUT /profile/visibility': httpRoute({ body: visibilitySchema }, async ({ body, principal }) =>
    ok(await profile.setVisibility(signedInPrincipal(principal), body.isPublic)),
  ),
  'PUT /profile/contact-preferences': httpRoute(
    { body: contactPreferencesSchema },
    async ({ body, principal }) =>
      ok(await profile.setContactPreferences(signedInPrincipal(principal), body)),
  ),
  'GET /candidates/me': httpRoute({}, async ({ principal }) =>
    ok(await readOwnProfile(signedInPrincipal(principal))),
  ),
  'PUT /candidates/me': httpRoute({ body: headerSchema }, async ({ body, principal }) =>
    ok(await profile.updateHeader(signedInPrincipal(principal), body)),
  ),
  'GET /candidates/{id}': httpRoute({}, async ({ principal, pathParameters }) => {
    // Loaded on first use: only this route reads applications and matches (candidate-access.ts).
    const { readCandidate } = await import('./candidate-access');
    return ok(await readCandidate(signedInPrincipal(principal), id(pathParameters)));
  }),
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
  'GET /resume/should-populate-profile': httpRoute({}, async ({ principal }) =>
    ok({ shouldPopulate: await shouldPopulate(signedInPrincipal(principal)) }),
  ),
  'POST /resume/populate-profile': httpRoute({ body: populateProfileSchema }, async ({ body, principal }) =>
    ok(await populateFromResume(signedInPrincipal(principal), body.parsedData)),
  ),
});
