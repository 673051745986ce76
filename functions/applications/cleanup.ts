import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import {
  applicationGuards,
  applicationNoteLists,
  applicationNotes,
  applications,
  organisationApplicants,
} from '../model/applications';
import type { AccountDeletedDetail } from '../model/events';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { eventTarget } from '../platform/event-target';

/**
 * A deleted account's applications go with it (ADR 0006: deletion within 30 days): the resume copy each
 * was made with, the employers' notes about the person (their list and any kept on their own), the guard,
 * the organisation's record of the person's applications (applied-to.ts) and the application itself.
 * Counters the applications added to (a job's applications, the dashboard's figures) are history and stay.
 * Every step is a delete, so a redelivered event finds less to do and does no harm.
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
    await applications().delete({ id: application.id }).go();
  }
}

/** EventBridge target of Account Deleted. */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => deleteApplicationsOf(userId));
