import type { JobChangedDetail } from '../model/events';
import { savedJobs } from '../model/saved-jobs';
import { eventTarget } from '../platform/event-target';
import { summaryOfChanged } from './copies';

const WRITES_AT_ONCE = 16;

const isConditionalFailure = (error: unknown) =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error).message));

/**
 * Replaces each save's copy of a changed job (entities.ts) with the job as the event carries it, or marks
 * it deleted. Only over an older copy: events may come again or out of order, and a save written after
 * the change already holds it. A save removed meanwhile stays removed (the patch needs the item).
 */
export async function copyChangedJob({ jobId, version, job }: JobChangedDetail): Promise<void> {
  const { data: saves } = await savedJobs().query.byJob({ jobId }).go({ pages: 'all' });
  const copyOnto = async (candidateId: string) => {
    const patch = savedJobs().patch({ candidateId, jobId });
    const change = job
      ? patch.set({ job: summaryOfChanged(job), jobVersion: version })
      : patch.set({ jobVersion: version }).remove(['job']);
    await change
      .where((attributes, { lt }) => lt(attributes.jobVersion, version))
      .go()
      .catch((error: unknown) => {
        if (!isConditionalFailure(error)) throw error;
      });
  };
  // A popular job has many saves: a few writes at a time.
  for (let start = 0; start < saves.length; start += WRITES_AT_ONCE) {
    await Promise.all(saves.slice(start, start + WRITES_AT_ONCE).map((save) => copyOnto(save.candidateId)));
  }
}

/** EventBridge target of Job Changed. */
export const handler = eventTarget<JobChangedDetail>(copyChangedJob);
