import { Entity, Service } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { sentNotifications } from './sent-notifications';

/*
 * The daily job alerts' index (ADR 0035): a job matched by a daily alert waits here, in the partition of
 * the India day whose 9:00 run mails it, sorted by alert, so the morning run reads a day with one query and
 * groups it by alert. Written together with the claim that the job was given to this person (a job never
 * appears twice in one person's alerts); the table's TTL clears a day a week later.
 */
export const jobAlertDigestEntries = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobAlertDigestEntry', version: '1', service: SERVICE },
        attributes: {
          /** The India day (YYYY-MM-DD) of the morning run that mails it. */
          day: { type: 'string', required: true },
          alertId: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          subscriberId: { type: 'string', required: true },
          postedAt: { type: 'string', required: true },
          /** TTL, epoch seconds. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'pk', composite: ['day'] },
            sk: { field: 'sk', composite: ['alertId', 'jobId'] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * The claim that a job was given to a person by their alerts (instant or daily): a job never appears twice
 * in one person's alerts. An instant alert claims it by sending (sendOnce); a daily one by this occasion
 * written together with its digest entry.
 */
export const alertedOccasion = (subscriberId: string, jobId: string) =>
  `job-alerted#${subscriberId}#${jobId}`;

const claimWithEntry = lazy(
  () => new Service({ sent: sentNotifications(), entry: jobAlertDigestEntries() }, entityConfig()),
);

const KEPT_DAYS = 7;
const CLAIM_KEPT_DAYS = 30;

/** A daily alert's match: claimed for the person and queued for the morning, both or neither. */
export async function queueForDigest(
  entry: { day: string; alertId: string; jobId: string; subscriberId: string; postedAt: string },
  now = new Date(),
): Promise<boolean> {
  const seconds = Math.floor(now.getTime() / 1000);
  const { canceled } = await claimWithEntry()
    .transaction.write(({ sent, entry: entries }) => [
      sent
        .create({
          occasion: alertedOccasion(entry.subscriberId, entry.jobId),
          sentAt: now.toISOString(),
          expiresAt: seconds + CLAIM_KEPT_DAYS * 86_400,
        })
        .commit(),
      entries.put({ ...entry, expiresAt: seconds + KEPT_DAYS * 86_400 }).commit(),
    ])
    .go();
  return !canceled;
}
