import type { RecruiterApplication, RecruiterDocument } from '../../shared/recruiters/schemas';
import type { RecruiterApplicationItem } from './recruiter-applications';
import type { StoredDocument } from './recruiter-documents';

/** An application as the API answers it: status upper case, documents without their storage keys. */
export function toApplication(item: RecruiterApplicationItem): RecruiterApplication {
  const documents: RecruiterApplication['documents'] = {};
  for (const [kind, stored] of Object.entries((item.documents ?? {}) as Record<string, StoredDocument>)) {
    const document: RecruiterDocument = {
      fileName: stored.fileName,
      contentType: stored.contentType,
      fileSize: stored.fileSize,
    };
    documents[kind as keyof RecruiterApplication['documents']] = document;
  }
  return {
    id: item.id,
    userId: item.userId,
    applicant: item.applicant as RecruiterApplication['applicant'],
    companyName: item.companyName,
    companyWebsite: item.companyWebsite,
    companySize: item.companySize,
    industry: item.industry,
    companyDescription: item.companyDescription,
    jobTitle: item.jobTitle,
    workEmail: item.workEmail,
    phoneNumber: item.phoneNumber,
    linkedinProfile: item.linkedinProfile ?? null,
    hiringNeeds: item.hiringNeeds,
    documents,
    status: item.status.toUpperCase() as RecruiterApplication['status'],
    submittedAt: item.submittedAt,
    reviewedAt: item.reviewedAt ?? null,
    rejectionReason: item.rejectionReason ?? null,
    notes: item.notes ?? null,
  };
}

/** The fixed key of the one statistics item. */
export const STATS_SCOPE = 'recruiter-applications';

/** Whether a transaction item was refused on its condition (not merely in conflict with another). */
export const refusedOnCondition = (result: { rejected?: boolean; code?: string } | undefined) =>
  Boolean(result?.rejected && result.code === 'ConditionalCheckFailed');
