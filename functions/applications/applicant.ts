import type { ResumeDownload } from '../../shared/employer/types';
import type { Profile } from '../../shared/profile/profile';
import { mayActFor } from '../organisations/service';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { presignedDownload } from '../profile/object-urls';
import { presentToViewer, readPersonAndProfile } from '../profile/service';
import { requireFullAccess } from './access';
import { type ApplicationItem, applications } from './entities';
import { APPLICATION_NOT_FOUND } from './service';

/**
 * An application as its organisation's people (and admins) may open it. Everyone else, whatever id they
 * try, meets the same 404 as for an application that does not exist: they learn nothing about it.
 */
export async function ownedApplication(principal: Principal, id: string): Promise<ApplicationItem> {
  const { data } = id ? await applications().get({ id }).go() : { data: null };
  if (!data || !(await mayActFor(principal, data.organisationId))) {
    throw new NotFoundError(APPLICATION_NOT_FOUND);
  }
  return data;
}

/**
 * An application whose applicant the caller sees in full: an IT one not opened (or without a
 * subscription) is refused with the reason's code (access.ts).
 */
export async function openedApplication(principal: Principal, id: string): Promise<ApplicationItem> {
  const application = await ownedApplication(principal, id);
  await requireFullAccess(principal, application);
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
