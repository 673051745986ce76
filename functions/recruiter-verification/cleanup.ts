import { createWriteTransaction } from 'electrodb';
import type { AccountDeletedDetail } from '../model/events';
import { STATS_SCOPE } from '../model/recruiter-application-records';
import {
  countersAsRead,
  filedStatusCounts,
  readCounters,
  statsBesideApplications,
} from '../model/recruiter-application-totals';
import {
  recruiterApplicants,
  recruiterApplicationStats,
  recruiterApplicationStatusCounts,
  recruiterApplications,
} from '../model/recruiter-applications';
import { removeDocuments, type StoredDocument } from '../model/recruiter-documents';
import { eventTarget } from '../platform/event-target';

const ATTEMPTS = 4;

/**
 * One application, its documents and its place in the counters, which count the applications on file
 * (they are the admin's list totals, ADR 0012). The delete holds on the status it read, so a decision
 * or another copy of the event at the same moment cannot make it count down the wrong status, or twice.
 */
async function deleteApplication(id: string): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const [{ data: application }, read] = await Promise.all([
      recruiterApplications().get({ id }).go(),
      readCounters(),
    ]);
    if (!application) return;
    await removeDocuments(Object.values((application.documents ?? {}) as Record<string, StoredDocument>));
    const counted = { total: -1, [application.status]: -1 };
    const { canceled } = await createWriteTransaction(
      {
        application: recruiterApplications(),
        stats: recruiterApplicationStats(),
        statusCounts: recruiterApplicationStatusCounts(),
      },
      (e) => [
        e.application
          .delete({ id })
          .where((attributes, { eq }) => eq(attributes.status, application.status))
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
    if (!canceled) return;
  }
  // Thrown, so the event is delivered again.
  throw new Error(`Recruiter application ${id} not deleted: it kept changing`);
}

/**
 * A deleted account's recruiter applications go with it (ADR 0006): their documents, the applications,
 * their counts and the pointer. The review-time sums keep their decisions: they describe the reviewers.
 * Deleting again finds nothing and does nothing.
 */
export async function deleteRecruiterDataOf(userId: string): Promise<void> {
  const { data: pointer } = await recruiterApplicants().get({ userId }).go();
  if (!pointer) return;
  for (const id of new Set([...(pointer.applicationIds ?? []), pointer.applicationId])) {
    await deleteApplication(id);
  }
  await recruiterApplicants().delete({ userId }).go();
}

/** EventBridge target of Account Deleted. */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => deleteRecruiterDataOf(userId));
