import { UNLIMITED } from '../../shared/subscriptions/plans';
import type {
  Subscription,
  SubscriptionHistoryEntry,
  SubscriptionStatus,
} from '../../shared/subscriptions/types';
import { type CreditNoteItem, creditNotes } from '../model/credit-notes';
import { activeSubscriptionOf, latestSubscription } from '../model/subscription-terms';
import { subscriptions } from '../model/subscriptions';
import type { Principal } from '../platform/auth/principal';
import { readerOf } from './access';
import { toRefundedPayment, toSubscription } from './views';

/*
 * What any member of an organisation may read about its subscription. Active means now < endDate,
 * decided on each read: a subscription past its end reads inactive with no job having run.
 */

/**
 * The organisation's current subscription: the newest one, which an upgrade or a new purchase replaces.
 * Past its end date it is still answered, reading isActive false (the manage page's 'Inactive'); null
 * before the first purchase.
 */
export async function currentSubscription(
  principal: Principal,
  now = new Date(),
): Promise<Subscription | null> {
  const organisationId = await readerOf(principal);
  if (!organisationId) return null;
  const latest = await latestSubscription(organisationId);
  return latest ? toSubscription(latest, now) : null;
}

/**
 * Every subscription the organisation has bought and every payment refunded instead (by its credit note),
 * newest first: the two lists are read side by side, in one round trip.
 */
export async function subscriptionHistory(
  principal: Principal,
  now = new Date(),
): Promise<SubscriptionHistoryEntry[]> {
  const organisationId = await readerOf(principal);
  if (!organisationId) return [];
  const [bought, refunded] = await Promise.all([
    subscriptions().query.byOrganisation({ organisationId }).go({ order: 'desc', pages: 'all' }),
    creditNotes().query.byOrganisation({ organisationId }).go({ order: 'desc', pages: 'all' }),
  ]);
  const entries: { at: string; entry: SubscriptionHistoryEntry }[] = [
    ...bought.data.map((item) => ({ at: item.createdAt, entry: toSubscription(item, now) })),
    ...refunded.data.map((note) => ({
      at: note.createdAt,
      entry: toRefundedPayment(note as CreditNoteItem),
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at)).map(({ entry }) => entry);
}

/** The spec's status: remaining applications -1 unlimited, 0 without an active subscription. */
export async function subscriptionStatus(
  principal: Principal,
  now = new Date(),
): Promise<SubscriptionStatus> {
  const organisationId = await readerOf(principal);
  const active = organisationId ? await activeSubscriptionOf(organisationId, now) : null;
  if (!active)
    return { hasActiveSubscription: false, canAccessMoreApplications: false, remainingApplications: 0 };
  const remaining =
    active.applicationLimit === UNLIMITED
      ? UNLIMITED
      : Math.max(0, active.applicationLimit - active.applicationsUsed);
  return {
    hasActiveSubscription: true,
    canAccessMoreApplications: remaining !== 0,
    remainingApplications: remaining,
  };
}
