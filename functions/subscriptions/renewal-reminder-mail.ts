import { PLAN_CATALOGUE } from '../../shared/subscriptions/plans';
import type { SubscriptionItem } from '../model/subscriptions';
import { longDate } from './amounts';
import { MANAGE_PATH } from './receipt-mail';

/**
 * The payment page of the next term, as the manage page's Renew button opens it (web
 * paths.subscriptionPayment: plan and cycle pre-filled, renew=1).
 */
export function renewPath(subscription: Pick<SubscriptionItem, 'plan' | 'billingCycle'>): string {
  const query = new URLSearchParams({
    plan: subscription.plan,
    cycle: subscription.billingCycle,
    renew: '1',
  });
  return `/subscription/payment?${query}`;
}

/** A team admin's reminder that a paid term ends soon: when, what stops, how to renew, and that nothing is charged. */
export function renewalReminderMail(subscription: SubscriptionItem, adminName: string, siteOrigin: string) {
  const plan = PLAN_CATALOGUE[subscription.plan];
  const ends = longDate(subscription.endDate);
  // Basic is also the team plan of an organisation without a subscription: only the applications stop.
  const afterwards =
    plan.teamPlan === 'basic'
      ? `When it ends, the ${plan.name} plan's features stop: your team can no longer open IT applications.`
      : `When it ends, the ${plan.name} plan's features stop: your team can no longer open IT applications, and it returns to Basic.`;
  return {
    subject: `Your Jobmatch ${plan.name} plan ends on ${ends}`,
    text: [
      `Hello ${adminName},`,
      '',
      `${subscription.companyName}'s ${plan.name} plan on Jobmatch ends on ${ends}.`,
      afterwards,
      '',
      `To keep it, renew before then. The next term starts on ${ends}, the day this one ends, so there is no gap:`,
      `${siteOrigin}${renewPath(subscription)}`,
      '',
      'Nothing is charged automatically: your plan renews only if you pay for the next term. If you do not want to renew, there is nothing to do.',
      '',
      `See your subscription: ${siteOrigin}${MANAGE_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}
