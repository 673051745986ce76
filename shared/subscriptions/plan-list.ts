import { PLAN_CATALOGUE, PLAN_CODES, RECOMMENDED_PLAN } from './plans';
import type { SubscriptionPlan } from './types';

/**
 * The plan table as the pricing page shows it and GET /subscriptions/plans answers it (prices before GST,
 * in paise): one reading of the catalogue, so the page needs no request to draw it.
 */
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
