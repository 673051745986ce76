import { createWriteTransaction } from 'electrodb';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { applicationAllowance, periodEnd } from '../../shared/subscriptions/plans';
import { SUBSCRIPTION_ACTIVATED, type SubscriptionActivatedDetail } from '../model/events';
import { invoiceCounters } from '../model/invoice-counters';
import { organisations } from '../model/organisations';
import { type PaymentOrderItem, paymentOrders } from '../model/payment-orders';
import { activeTermOf, type SubscriptionTerm } from '../model/subscription-terms';
import { type SubscriptionItem, subscriptions } from '../model/subscriptions';
import { NotFoundError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import { financialYearOf, invoiceNumber } from './invoice-number';
import { sellerOf } from './seller';

const ATTEMPTS = 8;

/** The subscription an order that is already paid bought. */
async function subscriptionOfPaid(order: PaymentOrderItem): Promise<SubscriptionItem> {
  const { data } = await subscriptions()
    .get({ organisationId: order.organisationId, id: order.subscriptionId ?? '' })
    .go({ consistent: true });
  if (!data) throw new Error(`Paid order ${order.id} has no subscription`);
  return data;
}

/**
 * Activates what a paid order bought, once, whoever asks first (the buyer's verification or the
 * provider's webhook, even both at the same moment). One transaction: the order turns paid on the
 * condition that it was not paid yet, the subscription is written with the next invoice number of the
 * financial year (the counter moved on the condition that it still read what we read), the organisation
 * carries the new term (on the condition that its term is still the one we read), and the subscription it
 * replaces (an upgrade) ends now. When a condition fails, what stands is read again: the order was paid
 * by the other caller (its subscription is the answer), or the counter or term moved (try again).
 *
 * The caller has checked the payment (signature, amount, order) on the order it read; this only records
 * it. That order is used as read for the first attempt; a retry reads it again.
 */
export async function activateOrder(
  checked: PaymentOrderItem,
  paymentId: string,
  now = new Date(),
): Promise<SubscriptionItem> {
  const orderId = checked.id;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const order =
      attempt === 1 ? checked : (await paymentOrders().get({ id: orderId }).go({ consistent: true })).data;
    if (!order) throw new NotFoundError(SUBSCRIPTION_MESSAGES.orderNotFound);
    if (order.status === 'paid') return subscriptionOfPaid(order);

    const financialYear = financialYearOf(now);
    const [{ data: organisation }, { data: counter }] = await Promise.all([
      organisations().get({ id: order.organisationId }).go({ consistent: true }),
      invoiceCounters().get({ financialYear }).go({ consistent: true }),
    ]);
    if (!organisation) throw new NotFoundError(SUBSCRIPTION_MESSAGES.orderNotFound);
    const standing = (organisation.subscription ?? null) as SubscriptionTerm | null;
    const replaced = activeTermOf(organisation, now);
    const sequence = (counter?.lastNumber ?? 0) + 1;

    const at = now.toISOString();
    const item: SubscriptionItem = {
      organisationId: order.organisationId,
      id: timeOrderedId(now.getTime()),
      plan: order.plan,
      billingCycle: order.billingCycle,
      startDate: at,
      endDate: periodEnd(now, order.billingCycle).toISOString(),
      pricePaise: order.pricePaise,
      creditPaise: order.creditPaise,
      gstPaise: order.gstPaise,
      amountPaid: order.amount,
      applicationLimit: applicationAllowance(order.plan, order.billingCycle),
      applicationsUsed: 0,
      invoiceNumber: invoiceNumber(financialYear, sequence),
      orderId: order.id,
      paymentId,
      buyerId: order.userId,
      companyName: order.companyName,
      ...(order.gstin ? { gstin: order.gstin } : {}),
      ...(order.billingAddress ? { billingAddress: order.billingAddress } : {}),
      seller: sellerOf(),
      createdAt: at,
    };
    const term: SubscriptionTerm = {
      id: item.id,
      plan: item.plan,
      billingCycle: item.billingCycle,
      startDate: item.startDate,
      endDate: item.endDate,
      applicationLimit: item.applicationLimit,
    };

    const { canceled, data } = await createWriteTransaction(
      {
        order: paymentOrders(),
        subscription: subscriptions(),
        organisation: organisations(),
        counter: invoiceCounters(),
      },
      (e) => [
        e.order
          .patch({ id: order.id })
          .set({ status: 'paid', paymentId, subscriptionId: item.id, updatedAt: at })
          .where((attributes, { ne }) => ne(attributes.status, 'paid'))
          .commit(),
        e.subscription.create(item).commit(),
        e.organisation
          .patch({ id: organisation.id })
          // Files an organisation created before it was listed beside its applications (its entity).
          .set({ subscription: term, organisationId: organisation.id, updatedAt: at })
          .where((attributes, { eq, notExists }) =>
            standing ? eq(attributes.subscription.id, standing.id) : notExists(attributes.subscription),
          )
          .commit(),
        counter
          ? e.counter
              .patch({ financialYear })
              .set({ lastNumber: sequence })
              .where((attributes, { eq }) => eq(attributes.lastNumber, counter.lastNumber))
              .commit()
          : e.counter.create({ financialYear, lastNumber: sequence }).commit(),
        // An upgrade replaces the active subscription now; its unused part was credited in the price.
        ...(replaced
          ? [
              e.subscription
                .patch({ organisationId: organisation.id, id: replaced.id })
                .set({ endDate: at })
                .commit(),
            ]
          : []),
      ],
    ).go();
    if (!canceled) {
      await announce({ organisationId: item.organisationId, subscriptionId: item.id });
      return item;
    }
    if (data[0]?.rejected && data[0].code === 'ConditionalCheckFailed') continue;
    // Another activation took the invoice number or changed the term, or the transactions met on an
    // item: read again shortly.
    await new Promise((resolve) => setTimeout(resolve, 15 * attempt + Math.random() * 40));
  }
  throw new Error(`Order ${orderId} could not be activated: kept meeting other writes`);
}

/**
 * Asks for the receipt. The subscription is active whatever happens here: if the bus refuses the event,
 * the receipt is lost, not the purchase, and the failure is logged for support to resend it.
 */
async function announce(detail: SubscriptionActivatedDetail): Promise<void> {
  try {
    await publishEvent(SUBSCRIPTION_ACTIVATED, { ...detail });
  } catch (error) {
    logger.error('Receipt event not published', { ...detail, error: String(error) });
  }
}
