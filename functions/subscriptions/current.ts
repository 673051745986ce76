import type { BillingCycle, PlanCode } from '../../shared/subscriptions/plans';
import { organisations } from '../organisations/entities';
import { subscriptions } from './entities/subscriptions';

/** The current subscription's term as the organisation item carries it (organisations/entities.ts). */
export interface SubscriptionTerm {
  id: string;
  plan: PlanCode;
  billingCycle: BillingCycle;
  startDate: string;
  endDate: string;
  applicationLimit: number;
  cancelledAt?: string;
}

/** The active subscription with its usage, as the IT applicant rule needs it. */
export interface ActiveSubscription {
  id: string;
  plan: PlanCode;
  billingCycle: BillingCycle;
  endDate: string;
  /** -1 unlimited. */
  applicationLimit: number;
  applicationsUsed: number;
}

/**
 * The organisation's current term while it is active, else null. Pure: a subscription is active while
 * now < endDate, so one past its end reads inactive at once, without a job to expire it. A cancelled one
 * stays active until its endDate.
 */
export function activeTermOf(
  organisation: { subscription?: SubscriptionTerm | null },
  now = new Date(),
): SubscriptionTerm | null {
  const term = organisation.subscription;
  if (!term) return null;
  return now.getTime() < Date.parse(term.endDate) ? term : null;
}

/** The organisation's active subscription and how many IT applications it has opened, or null. */
export async function activeSubscriptionOf(
  organisationId: string,
  now = new Date(),
): Promise<ActiveSubscription | null> {
  const { data: organisation } = await organisations().get({ id: organisationId }).go();
  const term = organisation ? activeTermOf(organisation, now) : null;
  if (!term) return null;
  const { data: subscription } = await subscriptions().get({ organisationId, id: term.id }).go();
  // The term is written in the same transaction as its subscription, so the item is there; its counter
  // is the one truth about usage.
  if (!subscription) return null;
  return {
    id: term.id,
    plan: term.plan,
    billingCycle: term.billingCycle,
    endDate: term.endDate,
    applicationLimit: term.applicationLimit,
    applicationsUsed: subscription.applicationsUsed,
  };
}
