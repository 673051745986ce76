import { PLAN_CATALOGUE } from '../../shared/subscriptions/plans';
import type { Plan } from '../../shared/teams/schemas';
import type { SubscriptionTerm } from '../model/subscription-terms';
import { activeTermOf } from '../model/subscription-terms';

/**
 * The organisation's team plan (spec sections 4, 6 and 9): what its active subscription's plan gives it,
 * basic without one. Read from the term on the organisation item, so a subscription past its end date
 * drops the team to basic at once, with no job and no write.
 */
export function teamPlanOf(organisation: { subscription?: SubscriptionTerm | null }, now = new Date()): Plan {
  const term = activeTermOf(organisation, now);
  return term ? PLAN_CATALOGUE[term.plan].teamPlan : 'basic';
}
