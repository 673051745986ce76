import { UNLIMITED } from '../../shared/subscriptions/plans';
import type {
  CurrentSubscription,
  SubscriptionHistoryEntry,
  SubscriptionStatus,
} from '../../shared/subscriptions/types';
import { type CreditNoteItem, creditNotes } from '../model/credit-notes';
import { activeSubscriptionOf, currentSubscriptionItems } from '../model/subscription-terms';
import { subscriptions } from '../model/subscriptions';
import type { Principal } from '../platform/auth/principal';
import { readerOf } from './access';
import { toRefundedPayment, toSubscription } from './views';

/*
 * What any member of an organisation may read about its subscription. Active means now < endDate,
 * decided on each read: a subscription past its end reads inactive with no job having run.
 */

/**
 * The organisation's current subscription: the newest one that has started, which an upgrade or a new
 * purchase replaces, with the renewal bought for its next term, if any. Past its end date it is still
 * answered, reading isActive false (the manage page's 'Inactive'); null before the first purchase.
 */
export async function currentSubscription(
  principal: Principal,
  now = new Date(),
): Promise<CurrentSubscription | null> {
  const organisationId = await readerOf(principal);
  if (!organisationId) return null;
  const { current, renewal } = await currentSubscriptionItems(organisationId, now);
  if (!current) return null;
  return {
    ...toSubscription(current, now),
    renewal: renewal
      ? {
          id: renewal.id,
          plan: renewal.plan,
          billingCycle: renewal.billingCycle,
          startDate: renewal.startDate,
          endDate: renewal.endDate,
        }
      : null,
  };
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
