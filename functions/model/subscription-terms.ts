import { type BillingCycle, PLAN_CATALOGUE, type PlanCode } from '../../shared/subscriptions/plans';
import type { Plan } from '../../shared/teams/schemas';
import { type SubscriptionItem, subscriptions } from './subscriptions';

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

/**
 * The organisation's team plan (spec sections 4, 6 and 9): what its active subscription's plan gives it,
 * basic without one. Read from the term on the organisation item, so a subscription past its end date
 * drops the team to basic at once, with no job and no write. Here, not in the teams feature, because the
 * permission checks of other features ask it too (member-permissions.ts).
 */
export function teamPlanOf(organisation: { subscription?: SubscriptionTerm | null }, now = new Date()): Plan {
  const term = activeTermOf(organisation, now);
  return term ? PLAN_CATALOGUE[term.plan].teamPlan : 'basic';
}

/**
 * The organisation's newest subscription: one query, newest first, limit one. Activation writes a
 * subscription and the organisation's term in one transaction, with the newest id, so the newest is the
 * one the term names.
 */
export async function latestSubscription(organisationId: string): Promise<SubscriptionItem | null> {
  const { data } = await subscriptions()
    .query.byOrganisation({ organisationId })
    .go({ order: 'desc', limit: 1, consistent: true });
  return data[0] ?? null;
}

/**
 * The organisation's active subscription and how many IT applications it has opened, or null. One read
 * (the newest subscription), so a page that needs it pays one round trip.
 */
export async function activeSubscriptionOf(
  organisationId: string,
  now = new Date(),
): Promise<ActiveSubscription | null> {
  const subscription = await latestSubscription(organisationId);
  if (!subscription || now.getTime() >= Date.parse(subscription.endDate)) return null;
  return {
    id: subscription.id,
    plan: subscription.plan,
    billingCycle: subscription.billingCycle,
    endDate: subscription.endDate,
    applicationLimit: subscription.applicationLimit,
    applicationsUsed: subscription.applicationsUsed,
  };
}
