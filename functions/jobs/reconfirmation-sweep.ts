import { createWriteTransaction } from 'electrodb';
import { startOfIndianDay } from '../../shared/dates';
import {
  firstDueDayOfExistingJob,
  isConfirmationOverdue,
  isReminderDue,
  sweptDueDays,
} from '../../shared/jobs/reconfirmation';
import { findUserById, findUserWithMembership } from '../model/accounts';
import { publishJobChanged } from '../model/job-changed';
import {
  confirmationDue,
  confirmationDueKey,
  confirmationEnrolment,
  confirmationsDue,
  confirmationsDueBetween,
  ENROLMENT,
} from '../model/job-confirmations';
import { findJob } from '../model/job-reads';
import { isOpen } from '../model/job-rules';
import { type JobItem, jobs } from '../model/jobs';
import { organisations } from '../model/organisations';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { signConfirmationLink } from './confirmation-links';
import { confirmationPageUrl, reconfirmationMail } from './reconfirmation-mail';
import { writeChange } from './service';

/*
 * The daily reconfirmation sweep (issue 33, ADR 0029). Each run reads the jobs due from a fortnight ago
 * to a reminder period ahead (one key-range query of model/job-confirmations.ts), mails the poster of each
 * one whose reminder day has come, once per due day, and closes each one whose due day has come through
 * the job routes' own write, so search, the sitemap, matching and the job page follow. A missed run is
 * made up by the next. `now` is a parameter so the tests can move the clock.
 */

/** What a run did, for its log line and the tests. */
export interface SweepRun {
  enrolled: string[];
  mailed: string[];
  closed: string[];
  failed: string[];
}

export async function sweepConfirmations(now = new Date()): Promise<SweepRun> {
  const run: SweepRun = { enrolled: await enrolExistingJobs(now), mailed: [], closed: [], failed: [] };
  const { from, to } = sweptDueDays(now);
  for (const marker of await confirmationsDueBetween(from, to)) {
    try {
      const job = await findJob(marker.jobId);
      // Closed by an earlier run whose announcement failed (its marker stays until one succeeds): again.
      if (job?.closedUnconfirmedAt && !job.isActive && job.confirmationDueOn === marker.dueOn) {
        await publishJobChanged(job.id, job.version, job);
      }
      // Confirmed again, closed, expired or deleted since the marker was put: nothing left to do for it.
      if (!job || job.confirmationDueOn !== marker.dueOn || !isOpen(job, now)) {
        await confirmationsDue()
          .delete(confirmationDueKey({ id: marker.jobId, confirmationDueOn: marker.dueOn }))
          .go();
        continue;
      }
      if (isConfirmationOverdue(marker.dueOn, now)) {
        await closeUnconfirmed(job, now);
        run.closed.push(job.id);
        continue;
      }
      // A job whose own expiry comes first ends by itself: its poster is not asked to confirm it.
      if (expiresBefore(job, marker.dueOn) || !isReminderDue(marker.dueOn, now)) continue;
      if (await mailReminder(job, marker.dueOn, now)) run.mailed.push(job.id);
    } catch (error) {
      logger.error('Job reconfirmation not handled', { jobId: marker.jobId, dueOn: marker.dueOn, error });
      run.failed.push(marker.jobId);
    }
  }
  logger.info('Job reconfirmation', {
    enrolled: run.enrolled.length,
    mailed: run.mailed.length,
    closed: run.closed.length,
    failed: run.failed.length,
  });
  // The others were handled; throwing makes the invocation retry the failed ones (and dead-letter at last).
  if (run.failed.length > 0) throw new Error(`Job reconfirmation failed for ${run.failed.join(', ')}`);
  return run;
}

/** Whether the job's expiry date comes before its due day. */
const expiresBefore = (job: JobItem, dueOn: string) => job.expiresAt <= startOfIndianDay(dueOn);

/**
 * Closes a job nobody confirmed, as a pause by its poster would, and says why in My Jobs. The marker goes
 * only once the close is announced, so a failed announcement is made again by the next run.
 */
async function closeUnconfirmed(job: JobItem, now: Date): Promise<void> {
  await writeChange(job, { isActive: false, closedUnconfirmedAt: now.toISOString() }, [], now);
  await confirmationsDue()
    .delete(confirmationDueKey(job as JobItem & { confirmationDueOn: string }))
    .go();
}

/**
 * Claims the job's reminder for its due day, then mails its poster; false when already claimed (another
 * run, or this one retried). A failed mail gives the claim back, so the next run (or the retry) mails it.
 * The claim is no new version of the job: it changes nothing anyone reads.
 */
async function mailReminder(job: JobItem, dueOn: string, now: Date): Promise<boolean> {
  const claimed = await writtenUnlessConditionFails(
    jobs()
      .patch({ id: job.id })
      .set({ reminderMailedFor: dueOn })
      .where(
        (attributes, { eq, ne, notExists }) =>
          `${eq(attributes.confirmationDueOn, dueOn)} AND (${notExists(attributes.reminderMailedFor)} OR ${ne(attributes.reminderMailedFor, dueOn)})`,
      )
      .go(),
  );
  if (!claimed) return false;
  const recipient = await recipientOf(job);
  if (!recipient) {
    logger.warn('Job reconfirmation not mailed: nobody to tell', {
      jobId: job.id,
      organisationId: job.organisationId,
    });
    return false;
  }
  try {
    const link = async (action: 'confirm' | 'close') =>
      confirmationPageUrl(
        config.siteOrigin,
        await signConfirmationLink({ jobId: job.id, action, dueOn }, now),
      );
    await sendMail({
      to: recipient.email,
      ...reconfirmationMail(
        {
          firstName: recipient.firstName,
          title: job.title,
          companyName: job.companyName,
          confirmedAt: job.confirmedAt ?? job.updatedAt,
          dueOn,
          confirmUrl: await link('confirm'),
          closeUrl: await link('close'),
        },
        config.siteOrigin,
      ),
    });
  } catch (error) {
    await jobs()
      .patch({ id: job.id })
      .remove(['reminderMailedFor'])
      .where((attributes, { eq }) => eq(attributes.reminderMailedFor, dueOn))
      .go()
      .catch(() => undefined);
    throw error;
  }
  return true;
}

/**
 * Who is asked: the poster while they are still an active member of the job's organisation; otherwise
 * (they left, or an admin posted it) the organisation's owner.
 */
async function recipientOf(job: JobItem): Promise<{ email: string; firstName: string } | undefined> {
  const { record, membership } = await findUserWithMembership(job.postedBy);
  if (
    record &&
    record.role === 'EMPLOYER' &&
    membership?.organisationId === job.organisationId &&
    membership?.status === 'active' &&
    !membership?.accountDeletedAt
  ) {
    return record;
  }
  const { data: organisation } = await organisations().get({ id: job.organisationId }).go();
  return organisation ? findUserById(organisation.ownerId) : undefined;
}

/** Pages of the all-jobs index one run enrols at most; the next run goes on from where it stopped. */
const ENROLMENT_PAGES = 20;

/**
 * Gives each open job posted before reconfirmation a due day (firstDueDayOfExistingJob: never sooner
 * than a reminder period away, so its poster hears first) and its marker, reading the all-jobs index
 * once over as many runs as it takes; then it is finished and costs one read a run. The job's write is
 * conditional on it having no due day, so a job confirmed or posted meanwhile keeps its own.
 */
async function enrolExistingJobs(now: Date): Promise<string[]> {
  const { data: progress } = await confirmationEnrolment().get({ scope: ENROLMENT }).go({ consistent: true });
  if (progress?.finishedAt) return [];
  const enrolled: string[] = [];
  let cursor: string | null = progress?.cursor ?? null;
  for (let page = 0; page < ENROLMENT_PAGES; page++) {
    const result = await jobs()
      .query.all({})
      .go({
        cursor,
        attributes: ['id', 'isActive', 'expiresAt', 'confirmationDueOn', 'updatedAt'],
      });
    for (const job of result.data) {
      if (job.confirmationDueOn || !isOpen(job, now)) continue;
      if (await enrol(job, now)) enrolled.push(job.id);
    }
    cursor = result.cursor;
    if (!cursor) break;
  }
  await confirmationEnrolment()
    .put(cursor ? { scope: ENROLMENT, cursor } : { scope: ENROLMENT, finishedAt: now.toISOString() })
    .go();
  return enrolled;
}

async function enrol(job: Pick<JobItem, 'id' | 'updatedAt'>, now: Date): Promise<boolean> {
  const due = { id: job.id, confirmationDueOn: firstDueDayOfExistingJob(job.updatedAt, now) };
  const { canceled } = await createWriteTransaction({ job: jobs(), due: confirmationsDue() }, (e) => [
    e.job
      .patch({ id: job.id })
      .set({ confirmedAt: job.updatedAt, confirmationDueOn: due.confirmationDueOn })
      .where((attributes, { notExists }) => notExists(attributes.confirmationDueOn))
      .commit(),
    e.due.put(confirmationDue(due)).commit(),
  ]).go();
  return !canceled;
}
