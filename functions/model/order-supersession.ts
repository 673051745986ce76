import { type PlanCode, planRank } from '../../shared/subscriptions/plans';
import type { SupersededReason } from '../../shared/subscriptions/refunds';
import type { PaymentOrderStatus } from './payment-orders';
import { activeTermOf, type SubscriptionTerm } from './subscription-terms';

/*
 * One activation per intent (ADR 0018). An order is a buyer's intent priced against the organisation's
 * term as it stood: an upgrade of the subscription it names (replacesSubscriptionId), or a first
 * subscription when none was active. A payment activates it only while that still holds; activation's
 * transaction states the same rule as conditions on the organisation's term, and this pure reading of it
 * names the reason when a condition failed.
 */

/** Why a paid order no longer makes sense against the organisation's term now; null while it does. */
export function supersessionReason(
  order: {
    status: PaymentOrderStatus;
    plan: PlanCode;
    replacesSubscriptionId?: string;
    renewsSubscriptionId?: string;
  },
  term: SubscriptionTerm | null | undefined,
  now: Date,
): SupersededReason | null {
  if (order.status === 'cancelled') return 'replaced';
  if (order.renewsSubscriptionId) return renewalSupersessionReason(order.renewsSubscriptionId, term, now);
  // An upgrade, or a first subscription, while a renewal waits for its start: the term it was priced
  // against is about to change.
  if (term?.next && now.getTime() < Date.parse(term.next.endDate)) {
    const active = activeTermOf({ subscription: term }, now);
    if (active && planRank(order.plan) <= planRank(active.plan)) return 'alreadySubscribed';
    return 'termChanged';
  }
  const active = activeTermOf({ subscription: term ?? null }, now);
  if (active && planRank(order.plan) <= planRank(active.plan)) return 'alreadySubscribed';
  if ((active?.id ?? null) !== (order.replacesSubscriptionId ?? null)) return 'termChanged';
  return null;
}

/**
 * A renewal continues one term (ADR 0018, Renewals): it activates while that term is the organisation's,
 * still running, not cancelled and not renewed yet; otherwise it is refunded.
 */
function renewalSupersessionReason(
  renewsId: string,
  term: SubscriptionTerm | null | undefined,
  now: Date,
): SupersededReason | null {
  if (!term || term.id !== renewsId) return 'renewalVoid';
  if (term.next) return 'alreadyRenewed';
  if (term.cancelledAt || now.getTime() >= Date.parse(term.endDate)) return 'renewalVoid';
  return null;
}
