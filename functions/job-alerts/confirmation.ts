import { JOB_ALERT_PATHS } from '../../shared/job-alerts/paths';
import {
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_LIMITS,
  type JobAlertFrequency,
} from '../../shared/job-alerts/rules';
import { type AlertSearch, alertName } from '../../shared/job-alerts/search';
import type { JobAlertRequestedDetail } from '../model/events';
import { jobAlerts } from '../model/job-alerts';
import { sendOnce } from '../model/sent-notifications';
import { config } from '../platform/config';
import { signAlertConfirmation } from './confirmation-links';

/*
 * A guest's confirmation mail (double opt-in, ADR 0035), sent once per subscription request however often
 * its event is delivered. Not an optional mail: it carries no unsubscribe link, and nothing else is sent to
 * the address until it is confirmed.
 */

export function confirmationMail(
  facts: { name: string; frequency: JobAlertFrequency; token: string },
  siteOrigin: string,
) {
  const link = `${siteOrigin}${JOB_ALERT_PATHS.confirm}?${new URLSearchParams({ token: facts.token })}`;
  return {
    subject: `Confirm your Jobmatch job alert: ${facts.name}`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked Jobmatch to email this address new jobs for "${facts.name}" (${JOB_ALERT_FREQUENCY_LABELS[facts.frequency].toLowerCase()}).`,
      '',
      `Confirm the alert: ${link}`,
      '',
      `Nothing is sent until you confirm. If you did not ask for it, ignore this email: the request is deleted in ${JOB_ALERT_LIMITS.confirmDays} days.`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** Job Alert Requested: the alert, still waiting, gets its confirmation link mailed. */
export async function mailConfirmation(detail: JobAlertRequestedDetail, now = new Date()): Promise<void> {
  const { data: alert } = await jobAlerts()
    .get({ subscriberId: detail.subscriberId, alertId: detail.alertId })
    .go({ consistent: true });
  if (!alert?.email || alert.status !== 'pending') return;
  const token = await signAlertConfirmation(
    { subscriberId: alert.subscriberId, alertId: alert.alertId },
    now,
  );
  const email = alert.email;
  await sendOnce(`job-alert-confirmation#${detail.requestId}`, async () => ({
    to: email,
    ...confirmationMail(
      { name: alertName(alert.search as AlertSearch), frequency: alert.frequency, token },
      config.siteOrigin,
    ),
  }));
}
