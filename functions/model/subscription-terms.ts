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
  /** The renewal bought for the next term, which starts at endDate (ADR 0018, Renewals). */
  next?: QueuedTerm;
}

/** A renewal's term, waiting on the organisation's current term for its start. */
export type QueuedTerm = Omit<SubscriptionTerm, 'cancelledAt' | 'next'>;

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
 * stays active until its endDate. A renewal bought for the next term is the current one from the
 * current's end (its start) until its own end, with no write needed to move it up.
 */
export function activeTermOf(
  organisation: { subscription?: SubscriptionTerm | null },
  now = new Date(),
): SubscriptionTerm | null {
  const term = organisation.subscription;
  if (!term) return null;
  if (now.getTime() < Date.parse(term.endDate)) return term;
  const next = term.next;
  if (next && now.getTime() >= Date.parse(next.startDate) && now.getTime() < Date.parse(next.endDate)) {
    return next;
  }
  return null;
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
 * Whether a subscription has started by `now`: a renewal is stored when it is paid and starts at the end
 * of the term it renews.
 */
const startedBy = (item: SubscriptionItem, now: Date) => Date.parse(item.startDate) <= now.getTime();

/**
 * The organisation's current subscription, and the renewal bought for its next term if any: its two
 * newest subscriptions, newest first, in one query. Activation writes a subscription and the
 * organisation's term in one transaction, with the newest id, so the newest is the one the term names;
 * only a renewal, the newest while it waits for its start, comes before the current one.
 */
export async function currentSubscriptionItems(
  organisationId: string,
  now = new Date(),
): Promise<{ current: SubscriptionItem | null; renewal: SubscriptionItem | null }> {
  const { data } = await subscriptions()
    .query.byOrganisation({ organisationId })
    .go({ order: 'desc', limit: 2, consistent: true });
  const [newest, previous] = data;
  if (!newest) return { current: null, renewal: null };
  if (startedBy(newest, now)) return { current: newest, renewal: null };
  return { current: previous ?? null, renewal: newest };
}

/** The organisation's current subscription (the started one; a renewal waiting for its start is not). */
export async function latestSubscription(
  organisationId: string,
  now = new Date(),
): Promise<SubscriptionItem | null> {
  return (await currentSubscriptionItems(organisationId, now)).current;
}

/**
 * The organisation's active subscription and how many IT applications it has opened, or null. One read
 * (the newest subscription), so a page that needs it pays one round trip.
 */
export async function activeSubscriptionOf(
  organisationId: string,
  now = new Date(),
): Promise<ActiveSubscription | null> {
  const subscription = await latestSubscription(organisationId, now);
  if (!subscription || now.getTime() >= Date.parse(subscription.endDate)) return null;
  return activeOf(subscription);
}

const activeOf = (subscription: SubscriptionItem): ActiveSubscription => ({
  id: subscription.id,
  plan: subscription.plan,
  billingCycle: subscription.billingCycle,
  endDate: subscription.endDate,
  applicationLimit: subscription.applicationLimit,
  applicationsUsed: subscription.applicationsUsed,
});

/**
 * The subscription a term the caller already holds names (the organisation item's, activeTermOf), with its
 * usage, read by its key: the term knows which subscription is current, so the two newest need not be
 * queried to tell a waiting renewal from it. Null if it ended by now.
 */
export async function activeSubscriptionOfTerm(
  organisationId: string,
  term: Pick<SubscriptionTerm, 'id'>,
  now = new Date(),
): Promise<ActiveSubscription | null> {
  const { data: subscription } = await subscriptions()
    .get({ organisationId, id: term.id })
    .go({ consistent: true });
  if (!subscription || now.getTime() >= Date.parse(subscription.endDate)) return null;
  return activeOf(subscription);
}
