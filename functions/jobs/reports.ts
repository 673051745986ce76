import { createWriteTransaction } from 'electrodb';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { JobReportBody } from '../../shared/jobs/report-schemas';
import { holdsJob, type MyJobReport, REPORT_MESSAGES } from '../../shared/jobs/reports';
import { findJob } from '../model/job-reads';
import { jobReportCases, jobReports } from '../model/job-reports';
import { jobs } from '../model/jobs';
import { mayActFor } from '../model/organisation-members';
import type { Principal } from '../platform/auth/principal';
import { isConditionalFailure } from '../platform/conditional-failure';
import { getItemsTogether } from '../platform/db';
import { ConflictError, ForbiddenError, NotFoundError } from '../platform/errors';
import { logger } from '../platform/logger';
import { writeChange } from './service';

/*
 * "Report this job" (issue 33). A report and its job's case (the counts the admin's queue shows) are one
 * transaction, guarded by the case's version, so two reports at once both count and a person's second
 * report is refused. The third report of a round holds the job back from everyone but its organisation
 * and the admins until an admin decides (report-decision.ts).
 */

const ATTEMPTS = 4;

/** Whether the caller is an employer of the organisation that posted the job (admins act for all, own none). */
async function postedByOwnOrganisation(principal: Principal, organisationId: string): Promise<boolean> {
  return principal.user.role === 'employer' && (await mayActFor(principal, organisationId));
}

/**
 * The job a caller may report: one they can see (a held job is hidden from all but its owners), and not
 * their own organisation's (they edit, pause or delete it instead).
 */
async function reportableJob(principal: Principal, jobId: string) {
  const job = await findJob(jobId);
  if (!job || (job.heldAt && !(await mayActFor(principal, job.organisationId)))) {
    throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  }
  if (await postedByOwnOrganisation(principal, job.organisationId)) {
    throw new ForbiddenError(REPORT_MESSAGES.ownJob);
  }
  return job;
}

/** POST /jobs/{id}/reports: 201 with the caller's report; 409 when they already reported this job. */
export async function reportJob(
  principal: Principal,
  jobId: string,
  body: JobReportBody,
  now = new Date(),
): Promise<MyJobReport> {
  const job = await reportableJob(principal, jobId);
  const reporterId = principal.record.id;
  const at = now.toISOString();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [{ data: existing }, { data: current }] = await Promise.all([
      jobReports().get({ jobId, reporterId }).go(),
      jobReportCases().get({ jobId }).go(),
    ]);
    if (existing) throw new ConflictError(REPORT_MESSAGES.alreadyReported);
    // A decided case starts a new round: those reports were answered, these are new people's.
    const opens = current?.status !== 'open';
    const round = !current ? 1 : opens ? current.round + 1 : current.round;
    const reportCount = opens ? 1 : current.reportCount + 1;
    const { canceled } = await createWriteTransaction(
      { report: jobReports(), reportCase: jobReportCases() },
      (e) => [
        e.report
          .create({
            jobId,
            reporterId,
            reason: body.reason,
            details: body.details ?? '',
            round,
            reportedAt: at,
          })
          .commit(),
        opens
          ? e.reportCase
              .put({
                jobId,
                organisationId: job.organisationId,
                title: job.title,
                companyName: job.companyName,
                status: 'open',
                round,
                reportCount,
                [body.reason]: 1,
                openedAt: at,
                lastReportedAt: at,
                version: (current?.version ?? 0) + 1,
              })
              .where((attributes, { eq, notExists }) =>
                current ? eq(attributes.version, current.version) : notExists(attributes.version),
              )
              .commit()
          : e.reportCase
              .patch({ jobId })
              .set({ reportCount, lastReportedAt: at, title: job.title, version: current.version + 1 })
              .add({ [body.reason]: 1 })
              .where((attributes, { eq }) => eq(attributes.version, current.version))
              .commit(),
      ],
    ).go();
    // Another report (or this person's, twice at once) moved the case meanwhile: read again.
    if (canceled) continue;
    if (holdsJob(reportCount)) await holdJob(jobId, now);
    return { reported: true, reportedAt: at, ownJob: false };
  }
  throw new ConflictError(REPORT_MESSAGES.failed);
}

/**
 * Holds the job back: the job's `heldAt`, announced like any change (Job Changed reads it as closed, so
 * search, matching, saved jobs and the published page drop it at once), and the case's, for the queue.
 * Repeating it changes nothing; an edit at the same moment is read again.
 */
async function holdJob(jobId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const job = await findJob(jobId);
    if (!job || job.heldAt) break;
    try {
      await writeChange(job, { heldAt: at }, [], now);
      break;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      logger.info('Job changed while being held back; reading it again', { jobId });
    }
  }
  await jobReportCases()
    .patch({ jobId })
    .set({ heldAt: at })
    .where(
      (attributes, { eq, notExists }) =>
        `${eq(attributes.status, 'open')} AND ${notExists(attributes.heldAt)}`,
    )
    .go()
    .catch((error: unknown) => {
      // Decided meanwhile, or already marked: nothing to mark.
      if (!isConditionalFailure(error)) throw error;
    });
}

/** GET /jobs/{id}/reports/mine: whether the caller reported this job (the page says so instead of asking). */
export async function myReport(principal: Principal, jobId: string): Promise<MyJobReport> {
  // The report and the job by key in one request: one round trip after the account's.
  const [reportItem, jobItem] = await getItemsTogether([
    jobReports().get({ jobId, reporterId: principal.record.id }).params().Key,
    jobs().get({ id: jobId }).params().Key,
  ]);
  const data = reportItem && jobReports().parse({ Item: reportItem }).data;
  const job = jobItem && jobs().parse({ Item: jobItem }).data;
  return {
    reported: !!data,
    reportedAt: data?.reportedAt ?? null,
    ownJob: job ? await postedByOwnOrganisation(principal, job.organisationId) : false,
  };
}
