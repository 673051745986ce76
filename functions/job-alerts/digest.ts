import { indianDay } from '../../shared/dates';
import { JOB_ALERT_LIMITS } from '../../shared/job-alerts/rules';
import type { AlertSearch } from '../../shared/job-alerts/search';
import type { JobSummary } from '../../shared/jobs/types';
import { findUserById } from '../model/accounts';
import { jobAlertDigestEntries } from '../model/job-alert-digest-entries';
import { isGuestSubscriber, type JobAlertItem, jobAlerts } from '../model/job-alerts';
import { isExpired } from '../model/job-postings';
import { toJob } from '../model/job-reads';
import { type JobItem, jobs } from '../model/jobs';
import { choicesFor } from '../model/notification-preferences';
import { sendOnce } from '../model/sent-notifications';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { optionalMail } from '../platform/optional-mail';
import { isDigestDue } from './digest-day';
import { digestAlertMail } from './mails';

/*
 * The daily job alerts (ADR 0035): at 9:00 in India, each daily alert with jobs queued since the last run
 * gets one mail, at most JOB_ALERT_LIMITS.digestJobs of them newest first and "and N more". Once per alert
 * and day however often the run is repeated; a run also makes up the days a missed run left. Jobs closed
 * since they matched are left out; an alert paused or deleted since gets nothing.
 */

const DAY_MS = 86_400_000;
/** Days a run looks at: today's, and two more a failed or missed run may have left. */
export const ALERT_DIGEST_CATCH_UP_DAYS = 3;

async function listedJobs(jobIds: string[], now: Date): Promise<JobSummary[]> {
  const { data } = await jobs()
    .get(jobIds.map((id) => ({ id })))
    .go();
  return (data as JobItem[])
    .map(toJob)
    .filter((job) => job.isActive && !job.underReview && !isExpired(job, now))
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id.localeCompare(a.id));
}

type AccountOf = (accountId: string) => ReturnType<typeof findUserById>;

async function mailAlert(
  alert: JobAlertItem,
  day: string,
  jobIds: string[],
  now: Date,
  accountOf: AccountOf,
): Promise<boolean> {
  const guest = isGuestSubscriber(alert.subscriberId);
  const account = guest ? null : await accountOf(alert.subscriberId);
  const email = guest ? alert.email : account?.email;
  if (!email) return false;
  const listed = await listedJobs(jobIds, now);
  if (listed.length === 0) return false;
  const shown = listed.slice(0, JOB_ALERT_LIMITS.digestJobs);
  const mail = digestAlertMail(
    {
      firstName: account?.firstName ?? null,
      search: alert.search as AlertSearch,
      jobs: shown,
      more: listed.length - shown.length,
      guest,
    },
    config.siteOrigin,
  );
  return sendOnce(`job-alert-digest#${alert.alertId}#${day}`, () =>
    optionalMail(
      { accountId: alert.subscriberId, kind: 'jobAlerts', to: email, hasAccount: !guest, ...mail },
      config.siteOrigin,
    ),
  );
}

async function mailDay(day: string, now: Date, run: { mailed: number; failed: string[] }) {
  const { data } = await jobAlertDigestEntries().query.byDay({ day }).go({ pages: 'all' });
  const byAlert = new Map<string, { subscriberId: string; jobIds: string[] }>();
  for (const entry of data) {
    const queued = byAlert.get(entry.alertId) ?? { subscriberId: entry.subscriberId, jobIds: [] };
    queued.jobIds.push(entry.jobId);
    byAlert.set(entry.alertId, queued);
  }
  if (byAlert.size === 0) return;
  const keys = [...byAlert].map(([alertId, { subscriberId }]) => ({ subscriberId, alertId }));
  const [{ data: alerts }, choices] = await Promise.all([
    jobAlerts().get(keys).go(),
    choicesFor(
      keys.map((key) => key.subscriberId),
      'jobAlerts',
    ),
  ]);
  // A person with several daily alerts is read once.
  const accounts = new Map<string, ReturnType<typeof findUserById>>();
  const accountOf: AccountOf = (accountId) => {
    const read = accounts.get(accountId) ?? findUserById(accountId);
    accounts.set(accountId, read);
    return read;
  };
  for (const alert of alerts as JobAlertItem[]) {
    if (alert.status !== 'active' || choices.get(alert.subscriberId) === 'off') continue;
    try {
      if (await mailAlert(alert, day, byAlert.get(alert.alertId)?.jobIds ?? [], now, accountOf))
        run.mailed += 1;
    } catch (error) {
      logger.error('Job alert digest not mailed', { alertId: alert.alertId, day, error });
      run.failed.push(`${day}#${alert.alertId}`);
    }
  }
}

/** The morning run: every daily alert's digest of each day still owed, once. */
export async function mailAlertDigests(now = new Date()): Promise<{ mailed: number; failed: string[] }> {
  const run = { mailed: 0, failed: [] as string[] };
  for (let back = ALERT_DIGEST_CATCH_UP_DAYS - 1; back >= 0; back--) {
    const day = indianDay(new Date(now.getTime() - back * DAY_MS));
    if (isDigestDue(day, now)) await mailDay(day, now, run);
  }
  logger.info('Job alert digests', { mailed: run.mailed, failed: run.failed.length });
  if (run.failed.length > 0) throw new Error(`Job alert digests failed for ${run.failed.join(', ')}`);
  return run;
}
