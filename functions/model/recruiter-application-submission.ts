import { createWriteTransaction } from 'electrodb';
import {
  DOCUMENT_KINDS,
  RECRUITER_MESSAGES,
  type RecruiterApplication,
  type RecruiterApplicationBody,
} from '../../shared/recruiters/schemas';
import type { Principal } from '../platform/auth/principal';
import { ConflictError } from '../platform/errors';
import { timeOrderedId } from '../platform/ids';
import { wait } from '../platform/wait';
import { identity } from './accounts';
import { refusedOnCondition, STATS_SCOPE, toApplication } from './recruiter-application-records';
import {
  countersAsRead,
  filedStatusCounts,
  readCounters,
  statsBesideApplications,
} from './recruiter-application-totals';
import {
  type RecruiterApplicationItem,
  recruiterApplicants,
  recruiterApplicationStats,
  recruiterApplicationStatusCounts,
  recruiterApplications,
} from './recruiter-applications';
import { acceptDocument, removeDocuments, type StoredDocument } from './recruiter-documents';

/*
 * The one way an employer's application for verification is sent. It lives in model/ because the demo
 * seed sends the pending demo employer's application through it, exactly as POST /recruiter/applications
 * does (recruiter-verification/).
 */

const TRANSACTION_ATTEMPTS = 4;

/** The uploads the body names, as the browser sent them (under the caller's incoming prefix). */
const uploadsOf = (body: RecruiterApplicationBody) => DOCUMENT_KINDS.flatMap((kind) => body[kind] ?? []);

/** Each named upload checked and copied under the application; if one is refused, no copy is kept. */
async function acceptDocuments(userId: string, applicationId: string, body: RecruiterApplicationBody) {
  const documents: Record<string, StoredDocument> = {};
  try {
    for (const kind of DOCUMENT_KINDS) {
      const upload = body[kind];
      if (upload) documents[kind] = await acceptDocument(userId, applicationId, kind, upload);
    }
  } catch (error) {
    await removeDocuments(Object.values(documents));
    throw error;
  }
  return documents;
}

/**
 * A new application, pending. The application, the employer's pointer (none yet, or the last one
 * rejected), the user (now pending, the old reason cleared) and the counters change in one transaction;
 * a second submission while one is open, or after approval, is 409 and writes nothing. The uploads are
 * removed only once that transaction is written: a refused submission leaves every accepted upload in
 * place, so the form can send it again without the person choosing the files anew.
 */
export async function submitApplication(
  principal: Principal,
  body: RecruiterApplicationBody,
  now = new Date(),
): Promise<RecruiterApplication> {
  const userId = principal.record.id;
  if (principal.record.approvalStatus === 'approved')
    throw new ConflictError(RECRUITER_MESSAGES.alreadyApproved);
  const { data: pointer } = await recruiterApplicants().get({ userId }).go();
  if (pointer && pointer.status !== 'rejected') throw new ConflictError(RECRUITER_MESSAGES.openApplication);

  const id = timeOrderedId(now.getTime());
  const at = now.toISOString();
  const documents = await acceptDocuments(userId, id, body);
  const item = {
    id,
    userId,
    applicant: {
      firstName: principal.record.firstName,
      lastName: principal.record.lastName,
      email: principal.record.email,
    },
    status: 'pending' as const,
    companyName: body.companyName,
    companyWebsite: body.companyWebsite,
    companySize: body.companySize,
    industry: body.industry,
    companyDescription: body.companyDescription,
    jobTitle: body.jobTitle,
    workEmail: body.workEmail,
    phoneNumber: body.phoneNumber,
    ...(body.linkedinProfile ? { linkedinProfile: body.linkedinProfile } : {}),
    hiringNeeds: body.hiringNeeds,
    documents,
    submittedAt: at,
    scope: 'all',
  } satisfies Partial<RecruiterApplicationItem>;

  const counted = { total: 1, pending: 1 };
  for (let attempt = 1; ; attempt++) {
    const read = await readCounters();
    const { canceled, data } = await createWriteTransaction(
      {
        application: recruiterApplications(),
        applicant: recruiterApplicants(),
        user: identity().entities.user,
        stats: recruiterApplicationStats(),
        statusCounts: recruiterApplicationStatusCounts(),
      },
      (e) => [
        e.application.create(item).commit(),
        pointer
          ? e.applicant
              .patch({ userId })
              .set({ applicationId: id, status: 'pending', latest: item })
              .append({ applicationIds: [id] })
              .where((attributes, { eq }) => eq(attributes.status, 'rejected'))
              .commit()
          : e.applicant
              .create({ userId, applicationId: id, status: 'pending', applicationIds: [id], latest: item })
              .commit(),
        e.user
          .patch({ id: userId })
          .set({ approvalStatus: 'pending', verificationSubmittedAt: at, updatedAt: at })
          .remove(['rejectionReason'])
          .where((attributes, { ne }) => ne(attributes.approvalStatus, 'approved'))
          .commit(),
        e.stats
          .update({ scope: STATS_SCOPE })
          .set(statsBesideApplications())
          .add(counted)
          .where(countersAsRead(read))
          .commit(),
        ...filedStatusCounts(read, counted).map((count) => e.statusCounts.put(count).commit()),
      ],
    ).go();
    if (!canceled) {
      await removeDocuments(uploadsOf(body));
      return toApplication(item as RecruiterApplicationItem);
    }
    const [, applicant, user] = data;
    const refusal = refusedOnCondition(applicant)
      ? RECRUITER_MESSAGES.openApplication
      : refusedOnCondition(user)
        ? RECRUITER_MESSAGES.alreadyApproved
        : attempt >= TRANSACTION_ATTEMPTS
          ? 'Too many applications at once. Please try again.'
          : undefined;
    if (refusal) {
      await removeDocuments(Object.values(documents));
      throw new ConflictError(refusal);
    }
    // Another transaction on the counters at the same moment, or since they were read: try again shortly.
    await wait(20 * attempt + Math.random() * 50);
  }
}
