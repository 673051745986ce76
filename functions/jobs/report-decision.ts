import type { ReportDecisionBody } from '../../shared/jobs/report-schemas';
import { type PostingStanding, REPORT_MESSAGES, type ReportOutcome } from '../../shared/jobs/reports';
import { JOB_REPORTS_DECIDED, type JobReportsDecidedDetail } from '../model/events';
import { findJob } from '../model/job-reads';
import { type JobReportCaseItem, jobReportCases } from '../model/job-reports';
import { findStanding, toStanding } from '../model/posting-standing';
import type { Principal } from '../platform/auth/principal';
import { isConditionalFailure } from '../platform/conditional-failure';
import { ConflictError, NotFoundError } from '../platform/errors';
import { announceOrUnavailable } from '../platform/events';
import { moderateJob } from './moderation';
import { suspendPosting } from './posting-standing';
import { writeChange } from './service';

const ATTEMPTS = 4;

/** Tells the round's reporters (Job Reports Decided: their mail, once each however often it arrives). */
async function announceOutcome(item: JobReportCaseItem, outcome: ReportOutcome, at: string) {
  const detail: JobReportsDecidedDetail = {
    jobId: item.jobId,
    round: item.round,
    outcome,
    title: item.title,
    companyName: item.companyName,
    at,
  };
  await announceOrUnavailable(JOB_REPORTS_DECIDED, detail, { jobId: item.jobId });
}

/**
 * Lets a held job be seen again: it is back in search with the next Job Changed. A job removed meanwhile
 * (from Admin Jobs) cannot be restored: the reporters would be told it is open when it is gone.
 */
async function release(jobId: string, now: Date) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const job = await findJob(jobId);
    if (!job) throw new ConflictError(REPORT_MESSAGES.jobGone);
    if (!job.heldAt) return;
    try {
      await writeChange(job, {}, ['heldAt'], now);
      return;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new ConflictError(REPORT_MESSAGES.decisionFailed);
}

/** Closes the round with the outcome; a report arriving meanwhile still counts in it (read again). */
async function closeCase(
  jobId: string,
  outcome: ReportOutcome,
  by: string,
  at: string,
): Promise<JobReportCaseItem> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { data: current } = await jobReportCases().get({ jobId }).go();
    if (!current) throw new NotFoundError(REPORT_MESSAGES.caseNotFound);
    const written = await jobReportCases()
      .patch({ jobId })
      .set({
        status: outcome,
        openedAt: current.openedAt,
        decidedAt: at,
        decidedBy: by,
        version: current.version + 1,
      })
      .where(
        (attributes, { eq }) =>
          `${eq(attributes.version, current.version)} AND ${eq(attributes.status, 'open')}`,
      )
      .go({ response: 'all_new' })
      .then(({ data }) => data as JobReportCaseItem)
      .catch((error: unknown) => {
        if (isConditionalFailure(error)) return undefined;
        throw error;
      });
    if (written) return written;
  }
  throw new ConflictError(REPORT_MESSAGES.decisionFailed);
}

/**
 * POST /admin/job-reports/{id}/decision: restore the job (back in search) or remove it with a reason the
 * employer is mailed (the admin's job moderation, which also counts the removal towards the suspension
 * rule) and, if the admin chooses, suspend the organisation's posting. Each reporter of the round is then
 * mailed the outcome. Repeating the same decision after a lost answer announces it again and changes
 * nothing; the other decision on a decided round is a 409.
 */
export async function decideReports(
  principal: Principal,
  jobId: string,
  body: ReportDecisionBody,
  now = new Date(),
): Promise<{ outcome: ReportOutcome; poster: PostingStanding }> {
  const outcome: ReportOutcome = body.decision === 'restore' ? 'restored' : 'removed';
  const { data: current } = await jobReportCases().get({ jobId }).go();
  if (!current) throw new NotFoundError(REPORT_MESSAGES.caseNotFound);
  if (current.status !== 'open') {
    if (current.status !== outcome) throw new ConflictError(REPORT_MESSAGES.alreadyDecided);
    await announceOutcome(current, outcome, current.decidedAt ?? now.toISOString());
    return { outcome, poster: toStanding(await findStanding(current.organisationId), now) };
  }
  if (outcome === 'restored') {
    await release(jobId, now);
  } else {
    // A job already gone (removed by moderation meanwhile) has nothing left to remove.
    if (await findJob(jobId))
      await moderateJob(principal, jobId, { action: 'remove', reason: body.reason ?? '' }, now);
    if (body.suspendPosting) {
      await suspendPosting(principal, current.organisationId, body.reason ?? '', now);
    }
  }
  const at = now.toISOString();
  const closed = await closeCase(jobId, outcome, principal.record.id, at);
  await announceOutcome(closed, outcome, at);
  return { outcome, poster: toStanding(await findStanding(current.organisationId), now) };
}
