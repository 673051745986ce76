import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { createWriteTransaction } from 'electrodb';
import {
  applicationGuards,
  applicationNoteLists,
  applicationNotes,
  applications,
  organisationApplicants,
} from '../model/applications';
import type { AccountDeletedDetail } from '../model/events';
import { organisationStats } from '../model/organisation-stats';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { eventTarget } from '../platform/event-target';

/**
 * A deleted account's applications go with it (ADR 0006: deletion within 30 days): the resume copy each
 * was made with, the employers' notes about the person (their list and any kept on their own), the guard,
 * the organisation's record of the person's applications (applied-to.ts) and the application itself.
 * The application leaves the dashboard's figures with it (Total Applications, and Hired Candidates for a
 * hire): the delete and the decrements are one transaction on the condition that the application is
 * still there, so a redelivered event cannot count it out twice. A job's own count of applications is its
 * history and stays. Every other step is a delete, so a redelivered event finds less to do.
 */
export async function deleteApplicationsOf(candidateId: string): Promise<void> {
  const { data } = await applications().query.byCandidate({ candidateId }).go({ pages: 'all' });
  for (const application of data) {
    const resumeKey = (application.resume as { fileKey?: string } | undefined)?.fileKey;
    if (resumeKey) {
      await s3Client().send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: resumeKey }));
    }
    const notes = await applicationNotes()
      .query.byApplication({ applicationId: application.id })
      .go({ pages: 'all' });
    if (notes.data.length > 0) await applicationNotes().delete(notes.data).go();
    await applicationNoteLists().delete({ applicationId: application.id }).go();
    await applicationGuards().delete({ jobId: application.jobId, candidateId }).go();
    await organisationApplicants().delete({ organisationId: application.organisationId, candidateId }).go();
    await deleteCounted(application);
  }
}

/** The application goes and its organisation's figures stop counting it, together or not at all. */
async function deleteCounted(application: { id: string; organisationId: string; status: string }) {
  const hired = application.status === 'hired';
  const { canceled, data } = await createWriteTransaction(
    { application: applications(), stats: organisationStats() },
    (e) => [
      e.application
        .delete({ id: application.id })
        .where((attributes, { exists }) => exists(attributes.id))
        .commit(),
      e.stats
        .update({ organisationId: application.organisationId })
        .add({ totalApplications: -1, ...(hired ? { hiredCandidates: -1 } : {}) })
        .commit(),
    ],
  ).go();
  if (!canceled) return;
  // Gone already (a redelivery, or a concurrent one): nothing to count out.
  if (data[0]?.rejected && data[0].code === 'ConditionalCheckFailed') return;
  throw new Error(`Deleting application ${application.id} was cancelled: ${JSON.stringify(data)}`);
}

/** EventBridge target of Account Deleted. */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => deleteApplicationsOf(userId));
