import { JOB_ALERT_LIMITS, JOB_ALERT_MESSAGES, type JobAlertFrequency } from '../../shared/job-alerts/rules';
import type { GuestJobAlert, NewJobAlert } from '../../shared/job-alerts/schemas';
import { type AlertSearch, alertName, sameSearch } from '../../shared/job-alerts/search';
import type { JobAlert } from '../../shared/job-alerts/types';
import type { JobSearchQuery } from '../../shared/jobs/schemas';
import { JOB_ALERT_REQUESTED } from '../model/events';
import { type AlertState, deleteAlert, writeAlert } from '../model/job-alert-writes';
import {
  alertsOf,
  guestSubscriberId,
  isGuestSubscriber,
  type JobAlertItem,
  type JobAlertStatus,
  jobAlerts,
} from '../model/job-alerts';
import { postingId } from '../model/job-postings';
import { choicesFor, recordKindConsent, turnBackOn } from '../model/notification-preferences';
import { conditionsOf } from '../model/search-conditions';
import { getItemsTogether } from '../platform/db';
import { BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import { announceOrUnavailable } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { anchorChoices, chooseAnchors } from './anchors';
import { readAlertConfirmation } from './confirmation-links';

const DAY_MS = 86_400_000;

/** The search's conditions, exactly as GET /jobs/search would read the same search. */
export const conditionsOfAlert = (search: AlertSearch) => conditionsOf(search as JobSearchQuery);

/** Where the alert is filed: the source its search shares with the fewest jobs today (anchors.ts). */
async function anchorsFor(search: AlertSearch): Promise<string[]> {
  const choices = anchorChoices(conditionsOfAlert(search));
  const counters = choices.flatMap((choice) => choice.counters);
  const items = await getItemsTogether(
    counters.map(({ pk, sk }) => ({ pk, sk })),
    { attributes: ['n'] },
  );
  const counts = new Map(
    counters.map((key, index) => [postingId(key), (items[index]?.n as number | undefined) ?? 0]),
  );
  return chooseAnchors(choices, counts);
}

const isLive = (alert: JobAlertItem, now: Date) =>
  alert.status !== 'pending' || (alert.expiresAt ?? Number.POSITIVE_INFINITY) * 1000 > now.getTime();

export function toJobAlert(alert: JobAlertItem): JobAlert {
  const search = alert.search as AlertSearch;
  return {
    id: alert.alertId,
    search,
    name: alertName(search),
    frequency: alert.frequency,
    paused: alert.status === 'paused',
    createdAt: alert.createdAt,
  };
}

export async function listAlerts(subscriberId: string, now = new Date()): Promise<JobAlert[]> {
  const alerts = await alertsOf(subscriberId);
  return alerts
    .filter((alert) => alert.status !== 'pending' && isLive(alert, now))
    .reverse()
    .map(toJobAlert);
}

/**
 * A person who saves a search asks for its mails, a consent of the privacy notice (ADR 0036): a kind they
 * had stopped comes back on, recorded; a guest's confirmed address is their first consent, recorded too.
 */
async function consentToAlertMails(subscriberId: string, channel: 'job-alert' | 'email-link'): Promise<void> {
  const choice = (await choicesFor([subscriberId], 'jobAlerts')).get(subscriberId);
  if (choice === 'off') await turnBackOn(subscriberId, 'jobAlerts', channel);
  else if (isGuestSubscriber(subscriberId)) await recordKindConsent(subscriberId, 'jobAlerts', true, channel);
}

function newAlert(
  subscriberId: string,
  search: AlertSearch,
  frequency: JobAlertFrequency,
  status: JobAlertStatus,
  anchors: string[],
  now: Date,
): AlertState {
  return {
    subscriberId,
    alertId: timeOrderedId(now.getTime()),
    search,
    frequency,
    status,
    anchors,
    createdAt: now.toISOString(),
  };
}

/** A signed-in candidate saves the search: active at once. */
export async function saveAlert(candidateId: string, body: NewJobAlert, now = new Date()): Promise<JobAlert> {
  const existing = (await alertsOf(candidateId)).filter((alert) => isLive(alert, now));
  if (existing.some((alert) => sameSearch(alert.search as AlertSearch, body.search)))
    throw new ConflictError(JOB_ALERT_MESSAGES.duplicate);
  if (existing.length >= JOB_ALERT_LIMITS.perPerson) throw new ConflictError(JOB_ALERT_MESSAGES.limitReached);
  const alert = newAlert(
    candidateId,
    body.search,
    body.frequency,
    'active',
    await anchorsFor(body.search),
    now,
  );
  alert.confirmedAt = alert.createdAt;
  await writeAlert(alert, null);
  await consentToAlertMails(candidateId, 'job-alert');
  return toJobAlert(alert as JobAlertItem);
}

/**
 * A visitor subscribes an address (double opt-in): the alert waits, unmatched, until the mailed link is
 * followed, and is deleted after the days allowed. The answer never says whether the address already had
 * alerts, so the form cannot be used to learn who subscribes to what.
 */
export async function subscribeGuest(body: GuestJobAlert, now = new Date()): Promise<void> {
  const subscriberId = guestSubscriberId(body.email);
  const existing = (await alertsOf(subscriberId)).filter((alert) => isLive(alert, now));
  const same = existing.find((alert) => sameSearch(alert.search as AlertSearch, body.search));
  if (same && same.status !== 'pending') return;
  if (!same && existing.length >= JOB_ALERT_LIMITS.perPerson) return;
  let alertId = same?.alertId;
  if (!alertId) {
    const alert: AlertState = {
      ...newAlert(subscriberId, body.search, body.frequency, 'pending', [], now),
      email: body.email,
      expiresAt: Math.floor((now.getTime() + JOB_ALERT_LIMITS.confirmDays * DAY_MS) / 1000),
    };
    await writeAlert(alert, null);
    alertId = alert.alertId;
  }
  await announceOrUnavailable(
    JOB_ALERT_REQUESTED,
    { subscriberId, alertId, requestId: timeOrderedId(now.getTime()) },
    { alertId },
  );
}

/** The confirmation page's button: the guest's alert becomes active and is filed for matching. */
export async function confirmGuestAlert(token: string, now = new Date()): Promise<{ name: string }> {
  const link = await readAlertConfirmation(token);
  const { data: alert } = await jobAlerts().get(link).go({ consistent: true });
  if (!alert || !isLive(alert, now)) throw new BadRequestError(JOB_ALERT_MESSAGES.linkExpired);
  const name = alertName(alert.search as AlertSearch);
  if (alert.status !== 'pending') return { name };
  const { expiresAt: _pendingOnly, ...rest } = alert;
  const confirmed: AlertState = {
    ...rest,
    search: alert.search as AlertSearch,
    status: 'active',
    anchors: await anchorsFor(alert.search as AlertSearch),
    confirmedAt: now.toISOString(),
  };
  if (!(await writeAlert(confirmed, alert))) throw new ConflictError(JOB_ALERT_MESSAGES.saveFailed);
  await consentToAlertMails(alert.subscriberId, 'email-link');
  return { name };
}

async function ownAlert(subscriberId: string, alertId: string, now: Date): Promise<JobAlertItem> {
  const { data } = await jobAlerts().get({ subscriberId, alertId }).go({ consistent: true });
  if (!data || data.status === 'pending' || !isLive(data, now))
    throw new NotFoundError(JOB_ALERT_MESSAGES.notFound);
  return data;
}

/** The manage page: how often, and paused or not. A paused alert leaves the matching index. */
export async function changeAlert(
  subscriberId: string,
  alertId: string,
  change: { frequency?: JobAlertFrequency; paused?: boolean },
  now = new Date(),
): Promise<JobAlert> {
  const alert = await ownAlert(subscriberId, alertId, now);
  const status: JobAlertStatus =
    change.paused === undefined ? alert.status : change.paused ? 'paused' : 'active';
  const next: AlertState = {
    ...alert,
    search: alert.search as AlertSearch,
    frequency: change.frequency ?? alert.frequency,
    status,
    // Filed again on resuming: the rarest source today may not be the one it had.
    anchors:
      status === 'active' && alert.status !== 'active'
        ? await anchorsFor(alert.search as AlertSearch)
        : alert.anchors,
  };
  if (!(await writeAlert(next, alert))) throw new ConflictError(JOB_ALERT_MESSAGES.saveFailed);
  return toJobAlert(next as JobAlertItem);
}

export async function removeAlert(subscriberId: string, alertId: string, now = new Date()): Promise<void> {
  await deleteAlert(await ownAlert(subscriberId, alertId, now));
}

/** Account deletion (ADR 0006): every alert of the person and its index entries. */
export async function forgetAlerts(subscriberId: string): Promise<void> {
  for (const alert of await alertsOf(subscriberId)) await deleteAlert(alert);
}
