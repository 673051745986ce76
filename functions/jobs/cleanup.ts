import type { AccountDeletedDetail } from '../model/events';
import { jobReports } from '../model/job-reports';
import { eventTarget } from '../platform/event-target';

/**
 * Account Deleted: the person's reports of jobs go, with their own words (ADR 0006: nothing that names the
 * person is kept). The queue's counts stay as counts, like an organisation's application figures; a round
 * decided later simply has one reporter fewer to mail. Deleting what is already gone changes nothing, so
 * a repeated event is harmless.
 */
export async function deleteReportsOf(userId: string): Promise<void> {
  const { data } = await jobReports().query.byReporter({ reporterId: userId }).go({ pages: 'all' });
  if (data.length === 0) return;
  await jobReports()
    .delete(data.map(({ jobId, reporterId }) => ({ jobId, reporterId })))
    .go();
}

export const handler = eventTarget<AccountDeletedDetail>(({ userId }) => deleteReportsOf(userId));
