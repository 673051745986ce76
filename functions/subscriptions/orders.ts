import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { planRank } from '../../shared/subscriptions/plans';
import { type CurrentTerm, quoteOrder } from '../../shared/subscriptions/quote';
import { renewalRefusal } from '../../shared/subscriptions/renewals';
import type { CreateOrderInput } from '../../shared/subscriptions/schemas';
import type { PaymentOrder } from '../../shared/subscriptions/types';
import { organisations } from '../model/organisations';
import { paymentOrders } from '../model/payment-orders';
import { startDueRenewal } from '../model/renewal-start';
import { activeTermOf, type SubscriptionTerm } from '../model/subscription-terms';
import { subscriptions } from '../model/subscriptions';
import type { Principal } from '../platform/auth/principal';
import { isConditionalFailure } from '../platform/conditional-failure';
import { ConflictError, ForbiddenError, ServiceUnavailableError } from '../platform/errors';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import { memberOf, requireBuyer } from './access';
import { checkoutSettings, createProviderOrder, PaymentProviderError } from './razorpay';

/** The provider refuses orders under one rupee. */
const PROVIDER_MINIMUM_PAISE = 100;

/** The active subscription an upgrade would replace, as the quote credits it; null when none. */
async function currentTerm(term: SubscriptionTerm | null, organisationId: string) {
  if (!term) return null;
  const { data } = await subscriptions().get({ organisationId, id: term.id }).go();
  if (!data) return null;
  const current: CurrentTerm = {
    plan: data.plan,
    pricePaise: data.pricePaise,
    startDate: data.startDate,
    endDate: data.endDate,
  };
  return { id: data.id, current };
}

/**
 * One intent at a time: a new order cancels the organisation's open orders placed before it (two tabs,
 * two admins), each only while it is still open, so a payment of one of them later is refunded instead
 * of activated. Only older ones: two orders placed at once leave the newer standing, never neither. An
 * order this misses (the index is read eventually consistent) is still held to its intent by activation.
 */
async function cancelOlderOpenOrders(
  organisationId: string,
  newest: { id: string; createdAt: string },
  at: string,
): Promise<void> {
  const { data } = await paymentOrders()
    .query.byOrganisation({ organisationId })
    .where(
      (attributes, { eq }) => `${eq(attributes.status, 'created')} OR ${eq(attributes.status, 'failed')}`,
    )
    .go({ pages: 'all' });
  const older = data.filter(
    (order) =>
      order.id !== newest.id &&
      (order.createdAt < newest.createdAt || (order.createdAt === newest.createdAt && order.id < newest.id)),
  );
  await Promise.all(
    older.map((order) =>
      paymentOrders()
        .patch({ id: order.id })
        .set({ status: 'cancelled', updatedAt: at })
        .where(
          (attributes, { eq }) => `${eq(attributes.status, 'created')} OR ${eq(attributes.status, 'failed')}`,
        )
        .go()
        .catch((error: unknown) => {
          // Paid (or cancelled) meanwhile: its payment decides for it.
          if (!isConditionalFailure(error)) throw error;
        }),
    ),
  );
}

/**
 * Prices an order on the server and opens it at the provider. While a subscription is active only a
 * higher plan may be bought (an upgrade, credited with the unused part of the current one); the same or
 * a lower plan waits until it ends (409). A renewal (purpose 'renewal', ADR 0018, Renewals) is the next
 * term of the current plan at full price, bought in the term's last days, once, unless it is cancelled
 * (409 with the reason otherwise); while one waits for its start, upgrades wait too (409). The order is stored before the browser sees its id, so whatever
 * comes back (verification or webhook) is checked against what was asked here; the organisation's older
 * open orders are cancelled.
 */
export async function createOrder(
  principal: Principal,
  input: CreateOrderInput,
  now = new Date(),
): Promise<PaymentOrder> {
  const membership = await memberOf(principal);
  const { data: organisation } = await organisations().get({ id: membership.organisationId }).go();
  if (!organisation) throw new ForbiddenError(SUBSCRIPTION_MESSAGES.organisationRequired);
  requireBuyer(membership, organisation, now);

  // A renewal that has started is moved up first: it is the term an order is priced against.
  const stored = await startDueRenewal(
    organisation.id,
    organisation.subscription as SubscriptionTerm | undefined,
    now,
  );
  const active = activeTermOf({ subscription: stored }, now);
  const renewing = input.purpose === 'renewal';
  if (renewing) {
    const refusal = renewalRefusal(
      active && {
        plan: active.plan,
        endDate: active.endDate,
        cancelledAt: active.cancelledAt,
        renewed: Boolean(active.next),
      },
      input.plan,
      now,
    );
    if (refusal) throw new ConflictError(refusal);
  } else if (active?.next) {
    throw new ConflictError(SUBSCRIPTION_MESSAGES.upgradeAfterRenewal);
  }
  const replaced = renewing ? null : await currentTerm(active, organisation.id);
  if (replaced && planRank(input.plan) <= planRank(replaced.current.plan)) {
    throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadySubscribed);
  }
  // A renewal is the next term at full price: nothing of the current one is credited (ADR 0018).
  const quote = quoteOrder(input.plan, input.billingCycle, replaced?.current ?? null, now);
  if (quote.totalPaise < PROVIDER_MINIMUM_PAISE) {
    throw new ConflictError(SUBSCRIPTION_MESSAGES.creditCoversPrice);
  }

  const receipt = `jm_${timeOrderedId(now.getTime())}`;
  // Opening the order reads the provider's keys first, so a stage without them refuses here, as a
  // provider that is down does.
  const providerOrder = await createProviderOrder({
    amount: quote.totalPaise,
    receipt,
    notes: {
      organisationId: organisation.id,
      userId: principal.record.id,
      plan: quote.plan,
      billingCycle: quote.billingCycle,
    },
  }).catch((error: unknown) => {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.error('Payment provider refused an order', { error: error.message, status: error.statusCode });
    throw new ServiceUnavailableError({ message: SUBSCRIPTION_MESSAGES.initiateFailed });
  });
  const settings = checkoutSettings();
  if (providerOrder.amount !== quote.totalPaise || providerOrder.currency !== 'INR') {
    throw new Error(`Provider order ${providerOrder.id} does not carry the amount asked`);
  }

  const at = now.toISOString();
  const gstin = input.gstin || undefined;
  await paymentOrders()
    .create({
      id: providerOrder.id,
      organisationId: organisation.id,
      userId: principal.record.id,
      plan: quote.plan,
      billingCycle: quote.billingCycle,
      pricePaise: quote.pricePaise,
      creditPaise: quote.creditPaise,
      gstPaise: quote.gstPaise,
      amount: quote.totalPaise,
      currency: 'INR',
      // The term it is priced against, credit or none: activation holds the order to it (ADR 0018).
      ...(replaced ? { replacesSubscriptionId: replaced.id } : {}),
      // The term a renewal continues: activation starts the renewal at its end, if it still stands.
      ...(renewing && active ? { renewsSubscriptionId: active.id } : {}),
      companyName: organisation.name,
      ...(gstin ? { gstin } : {}),
      billingAddress: input.billingAddress,
      status: 'created',
      createdAt: at,
      updatedAt: at,
    })
    .go();
  await cancelOlderOpenOrders(organisation.id, { id: providerOrder.id, createdAt: at }, at);

  return {
    id: providerOrder.id,
    amount: quote.totalPaise,
    currency: 'INR',
    plan: quote.plan,
    billingCycle: quote.billingCycle,
    pricePaise: quote.pricePaise,
    creditPaise: quote.creditPaise,
    gstPaise: quote.gstPaise,
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,
    companyName: organisation.name,
    ...(renewing && active ? { startsAt: active.endDate } : {}),
  };
}
