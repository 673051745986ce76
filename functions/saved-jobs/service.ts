import { createWriteTransaction } from 'electrodb';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { JobSummary, SavedJob } from '../../shared/jobs/types';
import { findJob, toJob } from '../model/job-reads';
import { jobs } from '../model/jobs';
import { savedJobs } from '../model/saved-jobs';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError, ServiceUnavailableError } from '../platform/errors';
import { summaryOf } from './copies';

type Save = { jobId: string; savedAt: string; job?: unknown; jobVersion?: number };

/**
 * The saves, newest first, each with the job as it is now (null once deleted). Each save keeps its job's
 * summary (entities.ts), so this is the saves' query after the account's read: two round trips. Only saves
 * written before copies were kept read their jobs, a third.
 */
export async function listSavedJobs(principal: Principal): Promise<SavedJob[]> {
  const { data: saves } = await savedJobs()
    .query.byCandidate({ candidateId: principal.record.id })
    .go({ pages: 'all' });
  const uncopied = saves.filter((save) => save.jobVersion === undefined);
  const { data: found } = uncopied.length
    ? await jobs()
        .get(uncopied.map((save) => ({ id: save.jobId })))
        .go({ concurrent: 5 })
    : { data: [] };
  const byId = new Map(found.map((item) => [item.id, summaryOf(toJob(item))]));
  const jobOf = (save: Save): JobSummary | null =>
    save.jobVersion === undefined ? (byId.get(save.jobId) ?? null) : ((save.job as JobSummary) ?? null);
  return saves
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .map((save) => ({ jobId: save.jobId, savedAt: save.savedAt, job: jobOf(save) }));
}

const ATTEMPTS = 5;

/**
 * Saves a job (again: no change, the first save time stays). An unknown job is 404. The save and its copy
 * of the job are written on the condition that the job is still the version read: a change that lands
 * first has its event find no save yet, so the job is read again instead of keeping an old copy.
 */
export async function saveJob(principal: Principal, jobId: string, now = new Date()) {
  const candidateId = principal.record.id;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const item = await findJob(jobId);
    if (!item) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
    const { canceled, data } = await createWriteTransaction({ save: savedJobs(), job: jobs() }, (e) => [
      e.save
        .create({
          candidateId,
          jobId,
          savedAt: now.toISOString(),
          job: summaryOf(toJob(item)),
          jobVersion: item.version,
        })
        .commit(),
      e.job
        .check({ id: jobId })
        .where((attributes, { eq }) => eq(attributes.version, item.version))
        .commit(),
    ]).go();
    // Saved already (whatever the job did meanwhile): the save and its copy stay as they are.
    if (!canceled || data[0]?.rejected) return { jobId, saved: true };
  }
  // The job kept changing under every attempt.
  throw new ServiceUnavailableError();
}

/** Removes a save; removing one that is not there answers the same. */
export async function unsaveJob(principal: Principal, jobId: string) {
  await savedJobs().delete({ candidateId: principal.record.id, jobId }).go();
  return { jobId, saved: false };
}
