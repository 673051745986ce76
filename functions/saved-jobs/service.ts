import { JOB_MESSAGES } from '../../shared/jobs/schemas';
import type { JobSummary, SavedJob } from '../../shared/jobs/types';
import { jobs } from '../jobs/entities';
import { findJob, toJob } from '../jobs/service';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { savedJobs } from './entities';

function summaryOf(job: ReturnType<typeof toJob>): JobSummary {
  const {
    description: _d,
    requirements: _r,
    responsibilities: _s,
    benefits: _b,
    contactEmail: _c,
    companyId: _i,
    applicationsCount: _a,
    updatedAt: _u,
    isActive: _x,
    ...summary
  } = job;
  return summary;
}

/** The saves, newest first, each with the job as it is now (null once deleted): two round trips. */
export async function listSavedJobs(principal: Principal): Promise<SavedJob[]> {
  const { data: saves } = await savedJobs()
    .query.byCandidate({ candidateId: principal.record.id })
    .go({ pages: 'all' });
  if (!saves.length) return [];
  const { data: found } = await jobs()
    .get(saves.map((save) => ({ id: save.jobId })))
    .go({ concurrent: 5 });
  const byId = new Map(found.map((item) => [item.id, item]));
  return saves
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .map((save) => {
      const item = byId.get(save.jobId);
      return { jobId: save.jobId, savedAt: save.savedAt, job: item ? summaryOf(toJob(item)) : null };
    });
}

/** Saves a job (again: no change, the first save time stays). An unknown job is 404. */
export async function saveJob(principal: Principal, jobId: string, now = new Date()) {
  if (!(await findJob(jobId))) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  const candidateId = principal.record.id;
  await savedJobs()
    .create({ candidateId, jobId, savedAt: now.toISOString() })
    .go()
    .catch((error: unknown) => {
      if (!/conditional request failed|ConditionalCheckFailed/i.test(String((error as Error).message)))
        throw error;
    });
  return { jobId, saved: true };
}

/** Removes a save; removing one that is not there answers the same. */
export async function unsaveJob(principal: Principal, jobId: string) {
  await savedJobs().delete({ candidateId: principal.record.id, jobId }).go();
  return { jobId, saved: false };
}
