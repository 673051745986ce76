import { formatInr, GST_PERCENT } from '../../shared/subscriptions/money';
import { PLAN_CATALOGUE } from '../../shared/subscriptions/plans';
import { findUserById } from '../model/accounts';
import type { SubscriptionActivatedDetail } from '../model/events';
import { type SubscriptionItem, subscriptions } from '../model/subscriptions';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { CYCLE_LABELS, longDate } from './amounts';

/** The page where the subscription, its usage and its invoices are (web paths.subscription.manage). */
export const MANAGE_PATH = '/subscription/manage';

export function receiptMail(subscription: SubscriptionItem, buyerName: string, siteOrigin: string) {
  const plan = PLAN_CATALOGUE[subscription.plan];
  const cycle = CYCLE_LABELS[subscription.billingCycle];
  const credit =
    subscription.creditPaise > 0
      ? [`Credit for your previous plan: -${formatInr(subscription.creditPaise)}`]
      : [];
  return {
    subject: `Your Jobmatch ${plan.name} subscription is active (invoice ${subscription.invoiceNumber})`,
    text: [
      `Hello ${buyerName},`,
      '',
      `Thank you for your payment. ${subscription.companyName} now has the ${plan.name} plan on Jobmatch.`,
      '',
      `Plan: ${plan.name} (${cycle})`,
      `Period: ${longDate(subscription.startDate)} to ${longDate(subscription.endDate)}`,
      `Price: ${formatInr(subscription.pricePaise)}`,
      ...credit,
      `GST (${GST_PERCENT}%): ${formatInr(subscription.gstPaise)}`,
      `Total paid: ${formatInr(subscription.amountPaid)}`,
      `Invoice number: ${subscription.invoiceNumber}`,
      '',
      `See your subscription and download the invoice: ${siteOrigin}${MANAGE_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/**
 * Mails the receipt of an activation, once: the subscription is claimed (receiptMailedAt) before the
 * mail goes, on the condition that nobody claimed it, so a redelivered event mails nothing. If the mail
 * fails the claim is given back and the error thrown, so the event's retry mails it.
 */
export async function mailReceipt(detail: SubscriptionActivatedDetail, now = new Date()): Promise<void> {
  const key = { organisationId: detail.organisationId, id: detail.subscriptionId };
  const claimed = await subscriptions()
    .patch(key)
    .set({ receiptMailedAt: now.toISOString() })
    .where((attributes, { notExists }) => notExists(attributes.receiptMailedAt))
    .go({ response: 'all_new' })
    .then((result) => result.data as SubscriptionItem)
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) return undefined;
      throw error;
    });
  if (!claimed) {
    logger.info('Receipt already mailed', { ...detail });
    return;
  }
  const buyer = await findUserById(claimed.buyerId);
  if (!buyer) {
    logger.info('Receipt not mailed: the buyer has no account any more', { ...detail });
    return;
  }
  try {
    await sendMail({ to: buyer.email, ...receiptMail(claimed, buyer.firstName, config.siteOrigin) });
  } catch (error) {
    await subscriptions()
      .patch(key)
      .remove(['receiptMailedAt'])
      .go()
      .catch(() => undefined);
    throw error;
  }
}
