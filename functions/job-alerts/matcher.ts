import { JOB_ALERT_LIMITS } from '../../shared/job-alerts/rules';
import type { AlertSearch } from '../../shared/job-alerts/search';
import { findUserById } from '../model/accounts';
import type { JobChangedDetail } from '../model/events';
import { type JobAlertAnchorItem, jobAlertAnchors } from '../model/job-alert-anchors';
import { alertedOccasion, queueForDigest } from '../model/job-alert-digest-entries';
import { isGuestSubscriber, jobAlerts } from '../model/job-alerts';
import { isListed } from '../model/job-postings';
import { choicesFor } from '../model/notification-preferences';
import { scoreJob } from '../model/search-conditions';
import { sendOnce } from '../model/sent-notifications';
import { config } from '../platform/config';
import { eachLimited } from '../platform/each-limited';
import { logger } from '../platform/logger';
import { optionalMail } from '../platform/optional-mail';
import { jobAnchors } from './anchors';
import { digestDayOf } from './digest-day';
import { instantAlertMail } from './mails';
import { conditionsOfAlert } from './service';

/*
 * Job Changed: a newly listed job is tested against the alerts that could match it (ADR 0035). It reads
 * the index partitions of its own keys, all at once, and tests each alert found with the search's rule.
 * Each person gets the job once, by the first of their matching alerts that mails soonest: an instant
 * alert mails now, a daily one queues it for the next 9:00 run. A repeated or retried delivery finds the
 * job already given and sends nothing more.
 */

const DAY_MS = 86_400_000;
/** Partitions read at once: a job has a few dozen keys. */
const READS_AT_ONCE = 16;

async function anchoredAlerts(anchors: string[]): Promise<JobAlertAnchorItem[]> {
  const found: JobAlertAnchorItem[] = [];
  await eachLimited(
    anchors,
    async (anchor) => {
      const { data } = await jobAlertAnchors().query.byAnchor({ anchor }).go({ pages: 'all' });
      found.push(...data);
    },
    READS_AT_ONCE,
  );
  return found;
}

/** The alerts a job matches, one per person: an instant one where the person has it, else their oldest. */
export async function matchingAlerts(job: NonNullable<JobChangedDetail['job']>, now: Date) {
  const entries = await anchoredAlerts(jobAnchors(job));
  const byPerson = new Map<string, JobAlertAnchorItem>();
  const seen = new Set<string>();
  for (const entry of entries.sort((a, b) => a.alertId.localeCompare(b.alertId))) {
    if (seen.has(entry.alertId)) continue;
    seen.add(entry.alertId);
    if (scoreJob(job, conditionsOfAlert(entry.search as AlertSearch), now) === null) continue;
    const chosen = byPerson.get(entry.subscriberId);
    if (!chosen || (chosen.frequency !== 'instant' && entry.frequency === 'instant'))
      byPerson.set(entry.subscriberId, entry);
  }
  return { read: entries.length, matched: [...byPerson.values()] };
}

/** Who an alert mails: a guest's address from the alert, a candidate's from their account as it is now. */
async function recipientOf(
  alert: JobAlertAnchorItem,
): Promise<{ email: string; firstName: string | null } | null> {
  if (isGuestSubscriber(alert.subscriberId)) {
    const { data } = await jobAlerts().get({ subscriberId: alert.subscriberId, alertId: alert.alertId }).go();
    return data?.email ? { email: data.email, firstName: null } : null;
  }
  const account = await findUserById(alert.subscriberId);
  return account ? { email: account.email, firstName: account.firstName } : null;
}

export async function alertSubscribers(detail: JobChangedDetail, now = new Date()): Promise<void> {
  const { job } = detail;
  if (!isListed(job, now)) return;
  if (now.getTime() - Date.parse(job.postedAt) > JOB_ALERT_LIMITS.freshJobDays * DAY_MS) return;
  const { read, matched } = await matchingAlerts(job, now);
  const choices = await choicesFor(
    matched.map((alert) => alert.subscriberId),
    'jobAlerts',
  );
  let failure: unknown;
  let mailed = 0;
  let queued = 0;
  for (const alert of matched) {
    if (choices.get(alert.subscriberId) === 'off') continue;
    try {
      if (alert.frequency === 'daily') {
        const entry = {
          day: digestDayOf(now),
          alertId: alert.alertId,
          jobId: job.id,
          subscriberId: alert.subscriberId,
          postedAt: job.postedAt,
        };
        if (await queueForDigest(entry, now)) queued += 1;
        continue;
      }
      // A person gone since (an account deleted, a guest's alert expired) has nobody to mail.
      const recipient = await recipientOf(alert);
      if (!recipient) continue;
      const mail = instantAlertMail(
        {
          firstName: recipient.firstName,
          search: alert.search as AlertSearch,
          job,
          guest: isGuestSubscriber(alert.subscriberId),
        },
        config.siteOrigin,
      );
      const sent = await sendOnce(alertedOccasion(alert.subscriberId, job.id), () =>
        optionalMail(
          {
            accountId: alert.subscriberId,
            kind: 'jobAlerts',
            to: recipient.email,
            hasAccount: !isGuestSubscriber(alert.subscriberId),
            ...mail,
          },
          config.siteOrigin,
        ),
      );
      if (sent) mailed += 1;
    } catch (error) {
      logger.error('Job alert not delivered', { alertId: alert.alertId, jobId: job.id, error });
      failure = error;
    }
  }
  logger.info('Job alerts matched', { jobId: job.id, read, matched: matched.length, mailed, queued });
  // Thrown after every other person was served: the retry finds them done and serves only this one.
  if (failure) throw failure;
}
