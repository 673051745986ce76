import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { JobModerationBody } from '../../shared/jobs/moderation';
import type { Job } from '../../shared/jobs/types';
import { JOB_MODERATED, type JobModeratedDetail } from '../model/events';
import { findJob, toJob } from '../model/job-reads';
import type { JobItem } from '../model/jobs';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { announceOrUnavailable } from '../platform/events';
import { recordRemoval } from './posting-standing';
import { deleteJob, writeChange } from './service';

/**
 * Tells the employer (Job Moderated: their mail). The change already stands; if the bus refuses, the admin
 * gets a 503 and repeating the pause announces it again, which the mailer sends once per job version.
 */
async function announceModeration(item: JobItem, version: number, body: JobModerationBody, at: Date) {
  const detail: JobModeratedDetail = {
    jobId: item.id,
    version,
    action: body.action === 'pause' ? 'paused' : 'removed',
    reason: body.reason,
    title: item.title,
    companyName: item.companyName,
    organisationId: item.organisationId,
    postedBy: item.postedBy,
    at: at.toISOString(),
  };
  await announceOrUnavailable(JOB_MODERATED, detail, { jobId: item.id, version });
}

/**
 * POST /admin/jobs/{id}/moderation: an admin pauses or removes a job and says why; the employer is mailed
 * the reason. Pausing a job already paused (a repeat after a lost answer, or two admins at once) changes
 * nothing and announces it again, so the employer still hears, once.
 */
export async function moderateJob(
  principal: Principal,
  id: string,
  body: JobModerationBody,
  now = new Date(),
): Promise<{ job: Job | null; action: JobModerationBody['action'] }> {
  const current = await findJob(id);
  if (!current) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  if (body.action === 'pause') {
    const job = current.isActive ? await writeChange(current, { isActive: false }, [], now) : toJob(current);
    await announceModeration(current, current.isActive ? current.version + 1 : current.version, body, now);
    return { job, action: body.action };
  }
  await deleteJob(principal, id, now);
  // Two removals within 90 days suspend the organisation's posting (issue 33).
  await recordRemoval(current.organisationId, now);
  await announceModeration(current, current.version + 1, body, now);
  return { job: null, action: body.action };
}
