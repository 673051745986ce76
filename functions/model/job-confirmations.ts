import { Entity } from 'electrodb';
import { addDays, JOB_CONFIRMATION } from '../../shared/jobs/reconfirmation';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * The reconfirmation sweep's index (ADR 0029): one marker per job waiting for confirmation, sorted by the
 * day the job is due, so the daily run reads every job due within the reminder period, and the ones a
 * missed run left behind, with one key-range query. The job writes that set a due day (posting,
 * confirming, activating) put the marker in their own transaction; the sweep checks each marker against
 * its job and drops the ones that no longer match, so an old marker left by a later confirmation is
 * harmless. The table's TTL clears markers a while after their day in any case. Jobs are posted a few
 * thousand a day at most: one partition carries that easily, as the all-jobs index does.
 */
export const confirmationsDue = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobConfirmationDue', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          /** The India day the job closes unless confirmed (YYYY-MM-DD). */
          dueOn: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          /** TTL, epoch seconds: after the last run that could still act on it (catchUpDays). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byDueDay: {
            pk: { field: 'pk', composite: ['scope'] },
            sk: { field: 'sk', composite: ['dueOn', 'jobId'] },
          },
        },
      },
      entityConfig(),
    ),
);

/** The one partition of the markers (a value no other item keyed by `scope` uses). */
const JOBS = 'job-confirmations-due';

/** The marker of a job due on `dueOn`, to put. */
export function confirmationDue(job: { id: string; confirmationDueOn: string }) {
  return {
    scope: JOBS,
    dueOn: job.confirmationDueOn,
    jobId: job.id,
    expiresAt: Math.floor(
      Date.parse(`${addDays(job.confirmationDueOn, JOB_CONFIRMATION.catchUpDays + 1)}T00:00:00.000Z`) / 1000,
    ),
  };
}

/** The key of a job's marker, to delete it. */
export const confirmationDueKey = (job: { id: string; confirmationDueOn: string }) => ({
  scope: JOBS,
  dueOn: job.confirmationDueOn,
  jobId: job.id,
});

/** The markers of every job due from `from` to `to` (India days, both included), earliest first. */
export async function confirmationsDueBetween(
  from: string,
  to: string,
): Promise<{ dueOn: string; jobId: string }[]> {
  const { data } = await confirmationsDue()
    .query.byDueDay({ scope: JOBS })
    .between({ dueOn: from }, { dueOn: addDays(to, 1) })
    .go({ pages: 'all' });
  // Bounded by the next day's key prefix, which sorts before every marker of that day.
  return data.filter(({ dueOn }) => dueOn <= to).map(({ dueOn, jobId }) => ({ dueOn, jobId }));
}

/**
 * How far the one-off enrolment of jobs posted before reconfirmation has come (ADR 0029): the all-jobs
 * index's cursor after the last page a sweep enrolled, and when the pass finished. Once finished, every
 * job has a due day from the write that made it, and the sweep no longer reads the index.
 */
export const confirmationEnrolment = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobConfirmationEnrolment', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          cursor: { type: 'string' },
          finishedAt: { type: 'string' },
        },
        indexes: {
          byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/** The one enrolment there is. */
export const ENROLMENT = 'job-confirmation-enrolment';
