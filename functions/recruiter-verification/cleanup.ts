import { createWriteTransaction } from 'electrodb';
import { OPEN_STATUSES } from '../../shared/recruiters/schemas';
import type { AccountDeletedDetail } from '../accounts/events';
import { eventTarget } from '../platform/event-target';
import { removeObject, type StoredDocument } from './documents';
import { recruiterApplicants, recruiterApplicationStats, recruiterApplications } from './entities';
import { STATS_SCOPE } from './records';

/**
 * A deleted account's recruiter applications go with it (ADR 0006): their documents, the applications
 * and the pointer. An application still awaiting review leaves the review counts with it; decided ones
 * stay counted as history. Deleting again finds nothing and does nothing.
 */
export async function deleteRecruiterDataOf(userId: string): Promise<void> {
  const { data: pointer } = await recruiterApplicants().get({ userId }).go();
  if (!pointer) return;
  const ids = new Set([...(pointer.applicationIds ?? []), pointer.applicationId]);
  for (const id of ids) {
    const { data: application } = await recruiterApplications().get({ id }).go();
    if (!application) continue;
    const documents = Object.values((application.documents ?? {}) as Record<string, StoredDocument>);
    await Promise.all(documents.map((document) => removeObject(document.fileKey)));
    const open = OPEN_STATUSES.includes(application.status);
    await createWriteTransaction(
      { application: recruiterApplications(), stats: recruiterApplicationStats() },
      (e) => [
        e.application.delete({ id }).commit(),
        ...(open
          ? [
              e.stats
                .update({ scope: STATS_SCOPE })
                .add({ [application.status]: -1 })
                .commit(),
            ]
          : []),
      ],
    ).go();
  }
  await recruiterApplicants().delete({ userId }).go();
}

/** EventBridge target of Account Deleted. */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => deleteRecruiterDataOf(userId));
