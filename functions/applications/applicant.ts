import type { ResumeDownload } from '../../shared/employer/types';
import type { Profile } from '../../shared/profile/profile';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { presignedDownload } from '../profile/object-urls';
import { presentToViewer, readPersonAndProfile } from '../profile/service';
import { requireFullAccess } from './access';
import type { ApplicationItem } from './entities';
import { viewApplication } from './viewed';

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
export async function applicantProfile(principal: Principal, id: string): Promise<Profile> {
  const application = await openedApplication(principal, id);
  const { record, item } = await readPersonAndProfile(application.candidateId);
  if (!record) throw new NotFoundError('Profile not found.');
  return presentToViewer(principal, record, item);
}

/** GET /applications/{id}/resume: the resume the candidate applied with, as a download. */
export async function applicantResume(principal: Principal, id: string): Promise<ResumeDownload> {
  const application = await openedApplication(principal, id);
  const resume = application.resume as { fileKey: string; fileName: string; contentType?: string };
  const downloadUrl = await presignedDownload({
    fileKey: resume.fileKey,
    fileName: resume.fileName,
    contentType: resume.contentType ?? 'application/pdf',
  });
  return { downloadUrl, fileName: resume.fileName };
}
