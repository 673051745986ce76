import type { AccountDeletedDetail } from '../model/events';
import { savedJobs } from '../model/saved-jobs';
import { eventTarget } from '../platform/event-target';

/** A deleted account's saved jobs are removed with it (ADR 0006); deleting again is harmless. */
export async function deleteSavedJobsOf(candidateId: string): Promise<void> {
  const { data } = await savedJobs().query.byCandidate({ candidateId }).go({ pages: 'all' });
  if (data.length > 0) await savedJobs().delete(data).go();
}

/** EventBridge target of Account Deleted. */
export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => deleteSavedJobsOf(userId));
