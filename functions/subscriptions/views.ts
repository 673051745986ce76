import { PLAN_CATALOGUE, PLAN_CODES, RECOMMENDED_PLAN } from '../../shared/subscriptions/plans';
import type { Subscription, SubscriptionPlan } from '../../shared/subscriptions/types';
import type { SubscriptionItem } from '../model/subscriptions';

/** The plan table as GET /subscriptions/plans answers it (prices before GST, in paise). */
export function planList(): SubscriptionPlan[] {
  return PLAN_CODES.map((code) => {
    const plan = PLAN_CATALOGUE[code];
    return {
      code,
      name: plan.name,
      description: plan.description,
      monthlyPrice: plan.pricePaise.MONTHLY,
      quarterlyPrice: plan.pricePaise.QUARTERLY,
      yearlyPrice: plan.pricePaise.YEARLY,
      applicationLimit: plan.monthlyApplicationLimit,
      features: [...plan.features],
      recommended: code === RECOMMENDED_PLAN,
    };
  });
}

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
