import type { Subscription } from '../../shared/subscriptions/types';
import type { SubscriptionItem } from '../model/subscriptions';

/** A stored subscription as the routes answer it; active is decided against `now`, never stored. */
export function toSubscription(item: SubscriptionItem, now: Date): Subscription {
  return {
    id: item.id,
    plan: item.plan,
    billingCycle: item.billingCycle,
    isActive: now.getTime() < Date.parse(item.endDate),
    cancelledAt: item.cancelledAt ?? null,
    startDate: item.startDate,
    endDate: item.endDate,
    amountPaid: item.amountPaid,
    applicationLimit: item.applicationLimit,
    applicationsUsed: item.applicationsUsed,
    createdAt: item.createdAt,
    invoiceNumber: item.invoiceNumber,
  };
}
