import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { ConfirmationResult } from '../../shared/jobs/reconfirmation';
import type { Job } from '../../shared/jobs/types';
import { findJob, toJob } from '../model/job-reads';
import { isOpen } from '../model/job-rules';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, NotFoundError } from '../platform/errors';
import { readConfirmationLink } from './confirmation-links';
import { confirmedNow, ownedJob, writeChange } from './service';

/*
 * Confirming that a job is still hiring, or closing it, from the reconfirmation mail's links or from My
 * Jobs (ADR 0029). Both go through the job routes' one write (writeChange: versioned, announced), so
 * search, the sitemap, matching and the job page follow as after any pause or edit.
 */

const JOB_IS_CLOSED = 'This job is closed. Activate it in My Jobs to open it again.';

function resultOf(job: Job, outcome: ConfirmationResult['outcome'], now: Date): ConfirmationResult {
  return {
    outcome,
    jobId: job.id,
    title: job.title,
    companyName: job.company.name,
    isOpen: job.isActive && (job.expiresAt === null || job.expiresAt > now.toISOString()),
    confirmedAt: job.confirmedAt,
    confirmationDueOn: job.confirmationDueOn,
  };
}

/** POST /jobs/{id}/confirmation: "Still hiring" in My Jobs, by a member of the job's organisation. */
export async function confirmJob(
  principal: Principal,
  id: string,
  now = new Date(),
): Promise<ConfirmationResult> {
  const current = await ownedJob(principal, id);
  if (!isOpen(current, now)) throw new ConflictError(JOB_IS_CLOSED);
  return resultOf(await writeChange(current, confirmedNow(now), [], now), 'confirmed', now);
}

/**
 * POST /job-confirmations: a mailed link followed from its page. The signed link is the credential: it
 * names the job, the action and the due day it was mailed about. A link whose due day is no longer the
 * job's (confirmed again since, or used already) or whose job is closed changes nothing and says how the
 * job stands; a job deleted since is 404.
 */
export async function followConfirmationLink(token: string, now = new Date()): Promise<ConfirmationResult> {
  const link = await readConfirmationLink(token, now);
  const current = await findJob(link.jobId);
  if (!current) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  if (current.confirmationDueOn !== link.dueOn || !isOpen(current, now)) {
    return resultOf(toJob(current), 'unchanged', now);
  }
  if (link.action === 'confirm') {
    return resultOf(await writeChange(current, confirmedNow(now), [], now), 'confirmed', now);
  }
  return resultOf(await writeChange(current, { isActive: false }, [], now), 'closed', now);
}
