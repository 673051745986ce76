import { PLAN_CATALOGUE } from '../../shared/subscriptions/plans';
import type { RenewalReminder } from '../../shared/subscriptions/renewals';
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

/** The payment page of a new term of the same plan: a renewal is no longer possible once a term has ended. */
function subscribeAgainPath(subscription: Pick<SubscriptionItem, 'plan' | 'billingCycle'>): string {
  return `/subscription/payment?${new URLSearchParams({ plan: subscription.plan, cycle: subscription.billingCycle })}`;
}

type ReminderSubscription = Pick<SubscriptionItem, 'plan' | 'billingCycle' | 'endDate' | 'companyName'>;

/**
 * A team admin's renewal mail (issue 32): a week before the term ends, the day before, and on the day
 * access ends. Each says when, what stops, how to renew, and that nothing is charged without a payment.
 * The optional mail's footer and unsubscribe link are added by notifications/optional-mail.ts.
 */
export function renewalReminderMail(
  subscription: ReminderSubscription,
  reminder: RenewalReminder,
  adminName: string,
  siteOrigin: string,
  now = new Date(),
) {
  const plan = PLAN_CATALOGUE[subscription.plan];
  const ends = longDate(subscription.endDate);
  const ended = now.getTime() >= Date.parse(subscription.endDate);
  // Basic is also the team plan of an organisation without a subscription: only the applications stop.
  const stops =
    plan.teamPlan === 'basic'
      ? `the ${plan.name} plan's features stop: your team can no longer open IT applications.`
      : `the ${plan.name} plan's features stop: your team can no longer open IT applications, and it returns to Basic.`;
  const when = {
    week: { subject: `ends on ${ends}`, line: `ends on ${ends}` },
    lastDay: { subject: `ends tomorrow, ${ends}`, line: `ends tomorrow, ${ends}` },
    endDay: ended
      ? { subject: `ended today, ${ends}`, line: `ended today, ${ends}` }
      : { subject: `ends today, ${ends}`, line: `ends today, ${ends}` },
  }[reminder];
  const keep = ended
    ? [
        `To have it again, subscribe to the ${plan.name} plan for a new term. It starts as soon as you pay:`,
        `${siteOrigin}${subscribeAgainPath(subscription)}`,
      ]
    : [
        `To keep it, renew before then. The next term starts on ${ends}, the day this one ends, so there is no gap:`,
        `${siteOrigin}${renewPath(subscription)}`,
      ];
  return {
    subject: `Your Jobmatch ${plan.name} plan ${when.subject}`,
    text: [
      `Hello ${adminName},`,
      '',
      `${subscription.companyName}'s ${plan.name} plan on Jobmatch ${when.line}.`,
      `${ended ? 'Now that it has ended' : 'When it ends'}, ${stops}`,
      '',
      ...keep,
      '',
      'Nothing is charged automatically: your plan renews only if you pay for the next term. If you do not want to renew, there is nothing to do.',
      '',
      `See your subscription: ${siteOrigin}${MANAGE_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}
