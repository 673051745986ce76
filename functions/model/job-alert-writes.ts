import { Service } from 'electrodb';
import type { JobAlertFrequency } from '../../shared/job-alerts/rules';
import type { AlertSearch } from '../../shared/job-alerts/search';
import { entityConfig, lazy } from '../platform/db';
import { jobAlertAnchors } from './job-alert-anchors';
import { type JobAlertItem, type JobAlertStatus, jobAlerts } from './job-alerts';

/*
 * An alert and its entries in the matching index change together, in one transaction: an active alert is
 * filed under each of its anchors, a pending or paused one under none, a deleted one nowhere. A transaction
 * holds 100 writes; an alert has at most a few anchors (a city's region is the most, five or six).
 */
const alertsWithAnchors = lazy(
  () => new Service({ alert: jobAlerts(), anchor: jobAlertAnchors() }, entityConfig()),
);

export interface AlertState {
  subscriberId: string;
  alertId: string;
  search: AlertSearch;
  frequency: JobAlertFrequency;
  status: JobAlertStatus;
  email?: string;
  anchors: string[];
  createdAt: string;
  confirmedAt?: string;
  expiresAt?: number;
}

const anchorEntries = (alert: AlertState) =>
  alert.status === 'active'
    ? alert.anchors.map((anchor) => ({
        anchor,
        alertId: alert.alertId,
        subscriberId: alert.subscriberId,
        frequency: alert.frequency,
        search: alert.search,
      }))
    : [];

/**
 * Writes an alert as `next` says, filing or unfiling its anchors to match; `previous` (as read) makes the
 * write conditional on nobody having changed it meanwhile. Answers false when that condition failed.
 */
export async function writeAlert(next: AlertState, previous: JobAlertItem | null): Promise<boolean> {
  const { expiresAt, ...rest } = next;
  const before: string[] = previous && previous.status === 'active' ? previous.anchors : [];
  const after = new Set(anchorEntries(next).map((entry) => entry.anchor));
  const { canceled } = await alertsWithAnchors()
    .transaction.write(({ alert, anchor }) => [
      previous
        ? alert
            .put({ ...rest, ...(expiresAt !== undefined && { expiresAt }) })
            .where((attributes, { eq }) => eq(attributes.createdAt, previous.createdAt))
            .commit()
        : alert.create({ ...rest, ...(expiresAt !== undefined && { expiresAt }) }).commit(),
      ...before
        .filter((key) => !after.has(key))
        .map((key) => anchor.delete({ anchor: key, alertId: next.alertId }).commit()),
      ...anchorEntries(next).map((entry) => anchor.put(entry).commit()),
    ])
    .go();
  return !canceled;
}

/** Deletes an alert and its index entries together. */
export async function deleteAlert(previous: JobAlertItem): Promise<void> {
  const filed: string[] = previous.status === 'active' ? previous.anchors : [];
  await alertsWithAnchors()
    .transaction.write(({ alert, anchor }) => [
      alert.delete({ subscriberId: previous.subscriberId, alertId: previous.alertId }).commit(),
      ...filed.map((key) => anchor.delete({ anchor: key, alertId: previous.alertId }).commit()),
    ])
    .go();
}
