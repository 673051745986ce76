import { organisations } from '../../functions/model/organisations';
import { subscriptions } from '../../functions/model/subscriptions';
import { timeOrderedId } from '../../functions/platform/ids';
import {
  applicationAllowance,
  type BillingCycle,
  PLAN_CATALOGUE,
  type PlanCode,
  periodEnd,
} from '../../shared/subscriptions/plans';

export interface TermSetup {
  plan?: PlanCode;
  billingCycle?: BillingCycle;
  /** Defaults to what the plan and cycle include (-1 unlimited). */
  applicationLimit?: number;
  applicationsUsed?: number;
  startDate?: Date;
  /** Defaults to the end of the period from startDate; a past date gives an expired subscription. */
  endDate?: Date;
}

/**
 * Gives an organisation a subscription as a verified payment leaves it (functions/subscriptions): the
 * subscription item with its usage counter, and its term on the organisation item. For tests that need an
 * organisation in a given state of the IT rule without paying through the checkout.
 */
export async function giveSubscription(organisationId: string, setup: TermSetup = {}) {
  const plan = setup.plan ?? 'PROFESSIONAL';
  const billingCycle = setup.billingCycle ?? 'MONTHLY';
  const startDate = setup.startDate ?? new Date(Date.now() - 86_400_000);
  const endDate = setup.endDate ?? periodEnd(startDate, billingCycle);
  const applicationLimit = setup.applicationLimit ?? applicationAllowance(plan, billingCycle);
  // Newest id, as an activation writes it: the newest subscription is the organisation's current one.
  const id = timeOrderedId(Date.now());
  const pricePaise = PLAN_CATALOGUE[plan].pricePaise[billingCycle];
  const term = {
    id,
    plan,
    billingCycle,
    startDate: startDate.toISOString(),
    endDate: endDate.toISOString(),
    applicationLimit,
  };
  await subscriptions()
    .put({
      ...term,
      organisationId,
      pricePaise,
      creditPaise: 0,
      gstPaise: 0,
      amountPaid: pricePaise,
      applicationsUsed: setup.applicationsUsed ?? 0,
      invoiceNumber: `TEST-${id}`,
      orderId: `order_${id.replace(/[^A-Za-z0-9]/g, '').slice(-14)}`,
      paymentId: `pay_${id.replace(/[^A-Za-z0-9]/g, '').slice(-14)}`,
      buyerId: 'test',
      companyName: 'Test company',
      createdAt: startDate.toISOString(),
    })
    .go();
  await organisations().patch({ id: organisationId }).set({ subscription: term, organisationId }).go();
  return term;
}

/** The subscription's usage counter as stored. */
export async function applicationsUsedOf(organisationId: string, subscriptionId: string): Promise<number> {
  const { data } = await subscriptions().get({ organisationId, id: subscriptionId }).go();
  return data?.applicationsUsed ?? 0;
}
