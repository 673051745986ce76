import type { ResumeDownload } from '../../shared/employer/types';
import type { Profile } from '../../shared/profile/profile';
import { logAccess } from '../model/access-log';
import { requireFullAccess } from '../model/applicant-access';
import type { ApplicationItem } from '../model/applications';
import { personAndProfileKeys, personAndProfileOf } from '../model/person-reads';
import { presentToViewer } from '../model/profile-presentation';
import type { DeferredSession } from '../platform/auth/deferred-session';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { presignedDownload } from '../platform/object-urls';
import { viewApplication, viewApplicationAlongside } from './viewed';

/**
 * An application whose applicant the caller sees in full: an IT one not opened (or without a
 * subscription) is refused with the reason's code (access.ts).
 */
export async function openedApplication(principal: Principal, id: string): Promise<ApplicationItem> {
  const { application, ...judgement } = await viewApplication(principal, id);
  await requireFullAccess(application, judgement);
  return application;
}

/**
 * GET /applications/{id}/candidate: the applicant's full profile, live (the application is the reason the
 * employer may see it, public or not). An employer's opening counts as a profile view.
 */
export async function applicantProfile(session: DeferredSession, id: string): Promise<Profile> {
  // The applicant's account and profile are read with the organisation's standing, once the application
  // is shown to be the caller's; they are shown only if the caller sees the applicant in full.
  const {
    principal,
    viewed: { application, ...judgement },
    also: [userItem, profileItem],
  } = await viewApplicationAlongside(session, id, (application) =>
    personAndProfileKeys(application.candidateId),
  );
  await requireFullAccess(application, judgement);
  const { record, item } = personAndProfileOf(userItem, profileItem);
  if (!record) throw new NotFoundError('Profile not found.');
  return presentToViewer(principal, record, item);
}

/**
 * GET /applications/{id}/resume: the resume the candidate applied with, as a download, entered in the
 * candidate's access log (ADR 0037) beside the presigning (an admin reads it as one).
 */
export async function applicantResume(principal: Principal, id: string): Promise<ResumeDownload> {
  const application = await openedApplication(principal, id);
  const resume = application.resume as { fileKey: string; fileName: string; contentType?: string };
  const admin = principal.user.role === 'admin';
  const [downloadUrl] = await Promise.all([
    presignedDownload({
      fileKey: resume.fileKey,
      fileName: resume.fileName,
      contentType: resume.contentType ?? 'application/pdf',
    }),
    logAccess(application.candidateId, 'applicantResume', {
      actor: admin ? 'admin' : 'employer',
      actorId: principal.record.id,
      organisationId: admin ? undefined : application.organisationId,
    }),
  ]);
  return { downloadUrl, fileName: resume.fileName };
}
