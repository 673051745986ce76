import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import { JOB_ALERT_FREQUENCIES } from '../../shared/job-alerts/rules';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * Job alerts (issue 32, ADR 0035): a saved search and how often its owner hears of new jobs matching it.
 * The owner is a subscriber: a candidate's account id, or for a signed-out visitor an id made from their
 * address, so one person's alerts (and their choice of job alert mails, and the record of which jobs they
 * were sent) share one key whichever way they subscribed.
 *
 * Only an active alert is matched: a guest's stays `pending` until its confirmation link is followed (and
 * is deleted by the table's TTL after the days allowed), a paused one keeps its search but leaves the
 * matching index (job-alert-anchors.ts).
 */

export const JOB_ALERT_STATUSES = ['pending', 'active', 'paused'] as const;
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number];

export const jobAlerts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobAlert', version: '1', service: SERVICE },
        attributes: {
          subscriberId: { type: 'string', required: true },
          alertId: { type: 'string', required: true },
          /** The saved search (shared/job-alerts/search.ts AlertSearch), as it was checked on saving. */
          search: { type: 'any', required: true },
          frequency: { type: JOB_ALERT_FREQUENCIES, required: true },
          status: { type: JOB_ALERT_STATUSES, required: true },
          /** A guest's address; a candidate's alerts go to their account's address as it is when mailed. */
          email: { type: 'string' },
          /** The matching index's keys this alert is filed under while active (job-alert-anchors.ts). */
          anchors: { type: 'list', items: { type: 'string' }, required: true },
          createdAt: { type: 'string', required: true },
          confirmedAt: { type: 'string' },
          /** TTL, epoch seconds: set on a guest's unconfirmed alert only, removed when it is confirmed. */
          expiresAt: { type: 'number' },
        },
        indexes: {
          bySubscriber: {
            pk: { field: 'pk', composite: ['subscriberId'] },
            sk: { field: 'sk', composite: ['alertId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type JobAlertItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof jobAlerts>['get']>['go']>>['data']
>;

const GUEST_PREFIX = 'guest-';

/** A signed-out visitor's subscriber id: the same address always makes the same id, and reveals nothing. */
export function guestSubscriberId(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `${GUEST_PREFIX}${digest.slice(0, 32)}`;
}

export const isGuestSubscriber = (subscriberId: string) => subscriberId.startsWith(GUEST_PREFIX);

/** Every alert of one subscriber, newest last (ids are time-ordered). */
export async function alertsOf(subscriberId: string): Promise<JobAlertItem[]> {
  const { data } = await jobAlerts().query.bySubscriber({ subscriberId }).go({ pages: 'all' });
  return data;
}
