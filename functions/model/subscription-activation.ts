import { createWriteTransaction } from 'electrodb';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { applicationAllowance, periodEnd, plansBelow } from '../../shared/subscriptions/plans';
import type { SupersededReason } from '../../shared/subscriptions/refunds';
import { isConditionalFailure } from '../platform/conditional-failure';
import { NotFoundError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import { SUBSCRIPTION_ACTIVATED, type SubscriptionActivatedDetail } from './events';
import { invoiceCounters } from './invoice-counters';
import { financialYearOf, invoiceNumber } from './invoice-numbers';
import { supersessionReason } from './order-supersession';
import { organisations } from './organisations';
import { paidOrganisationMarker, paidOrganisations } from './paid-organisations';
import { type PaymentOrderItem, paymentOrders } from './payment-orders';
import { startDueRenewal } from './renewal-start';
import { sellerOf } from './seller';
import type { SubscriptionTerm } from './subscription-terms';
import { type SubscriptionItem, subscriptions } from './subscriptions';

/*
 * The one way a paid order becomes a subscription. It lives in model/ because more than one caller
 * activates through it: the buyer's verification and the provider's webhook (subscriptions/), and the demo
 * seed, which must buy its demo subscription exactly as a payment would.
 */

const ATTEMPTS = 8;

/** What a payment came to: the subscription it activated, or an order it no longer made sense for. */
export type ActivationOutcome =
  | { outcome: 'activated'; subscription: SubscriptionItem }
  | { outcome: 'superseded'; order: PaymentOrderItem };

/** The subscription an order that is already paid bought. */
async function subscriptionOfPaid(order: PaymentOrderItem): Promise<ActivationOutcome> {
  const { data } = await subscriptions()
    .get({ organisationId: order.organisationId, id: order.subscriptionId ?? '' })
    .go({ consistent: true });
  if (!data) throw new Error(`Paid order ${order.id} has no subscription`);
  return { outcome: 'activated', subscription: data };
}

/**
 * Marks a paid order superseded: nothing is activated, and its payment is to be refunded (subscriptions/refunds.ts).
 * Only an order no payment has activated turns superseded, once; if another caller activated or
 * superseded it first, theirs is the answer.
 */
async function supersede(
  order: PaymentOrderItem,
  paymentId: string,
  reason: SupersededReason,
  now: Date,
): Promise<ActivationOutcome> {
  const at = now.toISOString();
  const updated = await paymentOrders()
    .patch({ id: order.id })
    .set({ status: 'superseded', paymentId, supersededReason: reason, supersededAt: at, updatedAt: at })
    .where(
      (attributes, { eq }) =>
        `${eq(attributes.status, 'created')} OR ${eq(attributes.status, 'failed')} OR ${eq(attributes.status, 'cancelled')}`,
    )
    .go({ response: 'all_new' })
    .then((result) => result.data as PaymentOrderItem)
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
      return undefined;
    });
  if (updated) {
    logger.info('Paid order superseded', { orderId: order.id, reason });
    return { outcome: 'superseded', order: updated };
  }
  const { data: standing } = await paymentOrders().get({ id: order.id }).go({ consistent: true });
  if (standing?.status === 'paid') return subscriptionOfPaid(standing);
  if (standing?.status === 'superseded') return { outcome: 'superseded', order: standing };
  throw new Error(`Order ${order.id} could not be superseded from ${standing?.status}`);
}

/**
 * Activates what a paid order bought, once, whoever asks first (the buyer's verification or the
 * provider's webhook, even both at the same moment), and only while the order still makes sense (ADR 0018,
 * One activation per intent). One transaction, each part on a condition rather than on what was read
 * before it:
 * - the order turns paid, on the condition that it is open (not paid, cancelled or superseded);
 * - the organisation carries the new term, on the condition that its term is still the one the order was
 *   priced against: the subscription it replaces, still active and of a lower plan, or none active; for a
 *   renewal (ADR 0018, Renewals), the term it continues, still running, not cancelled, not renewed yet,
 *   which then carries the renewal as its next term (starting at its end, so no gap and no overlap);
 * - the subscription is written with the next invoice number of the financial year (the counter moved on
 *   the condition that it still reads what we read), and the subscription it replaces ends now.
 * When the order's condition fails, the other caller won (its subscription is the answer) or the order was
 * cancelled or superseded; when the organisation's fails, the order no longer makes sense and is
 * superseded (its payment to be refunded); when the counter moved, try again.
 *
 * The caller has checked the payment (signature, amount, order) on the order it read; this only records
 * it. That order is used as read for the first attempt; a retry reads it again.
 */
export async function activateOrder(
  checked: PaymentOrderItem,
  paymentId: string,
  now = new Date(),
): Promise<ActivationOutcome> {
  const orderId = checked.id;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const order =
      attempt === 1 ? checked : (await paymentOrders().get({ id: orderId }).go({ consistent: true })).data;
    if (!order) throw new NotFoundError(SUBSCRIPTION_MESSAGES.orderNotFound);
    if (order.status === 'paid') return subscriptionOfPaid(order);
    if (order.status === 'superseded') return { outcome: 'superseded', order };
    if (order.status === 'cancelled') return supersede(order, paymentId, 'replaced', now);
    const replacedId = order.replacesSubscriptionId;
    const renewedId = order.renewsSubscriptionId;
    const upgradesFrom = plansBelow(order.plan);
    // An upgrade of the lowest plan replaces nothing it could rank above (never quoted; kept honest).
    if (replacedId && upgradesFrom.length === 0) return supersede(order, paymentId, 'alreadySubscribed', now);
    // A renewal starts where the term it continues ends: that term (a started renewal moved up first)
    // must still be there to continue. Other orders read no term here: their conditions hold them.
    const termNow = renewedId ? await standingTerm(order.organisationId, now) : null;
    if (renewedId) {
      const reason = supersessionReason(order, termNow, now);
      if (reason || !termNow) return supersede(order, paymentId, reason ?? 'renewalVoid', now);
    }
    const starts = renewedId && termNow ? new Date(termNow.endDate) : now;

    const financialYear = financialYearOf(now);
    const { data: counter } = await invoiceCounters().get({ financialYear }).go({ consistent: true });
    const sequence = (counter?.lastNumber ?? 0) + 1;

    const at = now.toISOString();
    const item: SubscriptionItem = {
      organisationId: order.organisationId,
      id: timeOrderedId(now.getTime()),
      plan: order.plan,
      billingCycle: order.billingCycle,
      startDate: starts.toISOString(),
      endDate: periodEnd(starts, order.billingCycle).toISOString(),
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
        paid: paidOrganisations(),
      },
      (e) => [
        e.order
          .patch({ id: order.id })
          .set({ status: 'paid', paymentId, subscriptionId: item.id, updatedAt: at })
          .where(
            (attributes, { eq }) =>
              `${eq(attributes.status, 'created')} OR ${eq(attributes.status, 'failed')}`,
          )
          .commit(),
        e.subscription.create(item).commit(),
        e.organisation
          .patch({ id: order.organisationId })
          // Files an organisation created before it was listed beside its applications (its entity).
          .set({
            // A renewal waits on the term it continues, which stays as it is until its end.
            subscription: renewedId && termNow ? { ...continuedTerm(termNow), next: term } : term,
            organisationId: order.organisationId,
            updatedAt: at,
          })
          .where((attributes, { eq, gt, lte, notExists }) => {
            if (renewedId) {
              return `${eq(attributes.subscription.id, renewedId)} AND ${gt(attributes.subscription.endDate, at)} AND ${notExists(attributes.subscription.cancelledAt)} AND ${notExists(attributes.subscription.next)}`;
            }
            return replacedId
              ? `${eq(attributes.subscription.id, replacedId)} AND ${gt(attributes.subscription.endDate, at)} AND ${notExists(attributes.subscription.next)} AND (${upgradesFrom
                  .map((plan) => eq(attributes.subscription.plan, plan))
                  .join(' OR ')})`
              : `${notExists(attributes.subscription)} OR (${lte(attributes.subscription.endDate, at)} AND (${notExists(attributes.subscription.next)} OR ${lte(attributes.subscription.next.endDate, at)}))`;
          })
          .commit(),
        counter
          ? e.counter
              .patch({ financialYear })
              .set({ lastNumber: sequence })
              .where((attributes, { eq }) => eq(attributes.lastNumber, counter.lastNumber))
              .commit()
          : e.counter.create({ financialYear, lastNumber: sequence }).commit(),
        // An upgrade replaces the active subscription now; its unused part was credited in the price.
        ...(replacedId
          ? [
              e.subscription
                .patch({ organisationId: order.organisationId, id: replacedId })
                .set({ endDate: at })
                .commit(),
            ]
          : []),
        // Paid until the new term's end: a renewal's end, or an upgrade's, which replaces the old one.
        e.paid.put(paidOrganisationMarker(order.organisationId, item.endDate)).commit(),
      ],
    ).go();
    if (!canceled) {
      await announce({ organisationId: item.organisationId, subscriptionId: item.id });
      return { outcome: 'activated', subscription: item };
    }
    const refused = (index: number) =>
      data[index]?.rejected && data[index]?.code === 'ConditionalCheckFailed';
    // Paid, cancelled or superseded meanwhile: read again, and the order's status answers.
    if (refused(0)) continue;
    if (refused(2)) {
      // The term is not the one the order was priced against: say why, from the term as it stands now.
      const { data: organisation } = await organisations()
        .get({ id: order.organisationId })
        .go({ consistent: true });
      const stored = organisation?.subscription as SubscriptionTerm | undefined;
      // A renewal that has started is the term the order was priced against: moved up, try again.
      if (stored?.next && now.getTime() >= Date.parse(stored.endDate)) {
        await startDueRenewal(order.organisationId, stored, now);
        continue;
      }
      const reason = supersessionReason(order, stored, now);
      if (reason) return supersede(order, paymentId, reason, now);
    }
    // Another activation took the invoice number, or the transactions met on an item: read again shortly.
    await new Promise((resolve) => setTimeout(resolve, 15 * attempt + Math.random() * 40));
  }
  throw new Error(`Order ${orderId} could not be activated: kept meeting other writes`);
}

/** The organisation's term as it stands, a renewal that has started moved up first. */
async function standingTerm(organisationId: string, now: Date): Promise<SubscriptionTerm | null> {
  const { data } = await organisations().get({ id: organisationId }).go({ consistent: true });
  return startDueRenewal(organisationId, data?.subscription as SubscriptionTerm | undefined, now);
}

/** The term a renewal continues, exactly as it stands (the transaction's condition holds it so). */
function continuedTerm(term: SubscriptionTerm): SubscriptionTerm {
  return {
    id: term.id,
    plan: term.plan,
    billingCycle: term.billingCycle,
    startDate: term.startDate,
    endDate: term.endDate,
    applicationLimit: term.applicationLimit,
  };
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
