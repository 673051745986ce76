// Boundary: reminder-led renewal (ADR 0018, Renewals) through the local API host -> DynamoDB Local and the
// Razorpay stand-in (orders, payments, refunds).
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { gstOn } from '../../shared/subscriptions/money';
import { PLAN_CATALOGUE, periodEnd } from '../../shared/subscriptions/plans';
import { RENEWAL_WINDOW_DAYS, renewalNotYet } from '../../shared/subscriptions/renewals';
import type {
  CurrentSubscription,
  PaymentOrder,
  SubscriptionStatus,
  SupersededPayment,
} from '../../shared/subscriptions/types';
import { callApi } from '../../test/support/api';
import { accountOf, employerWithCompany } from '../../test/support/marketplace';
import type { TestEmployer } from '../../test/support/marketplace-cast';
import {
  checkout,
  createOrder,
  get,
  order,
  recruiterOf,
  storedOrder,
  subscribe,
  subscriptionsOf,
  verify,
} from '../../test/support/payments';
import { organisations } from '../model/organisations';
import { paymentOrders } from '../model/payment-orders';
import { activeSubscriptionOf, activeTermOf, type SubscriptionTerm } from '../model/subscription-terms';
import { subscriptions } from '../model/subscriptions';
import { cancelSubscription } from './cancel';
import { currentSubscription } from './reads';

const DAY = 24 * 60 * 60 * 1000;
const RENEWAL = { purpose: 'renewal' };

/**
 * Moves a subscription's term so that it ends `daysLeft` days from now, as time passing would: the
 * subscription and the organisation's term together.
 */
async function endIn(organisationId: string, subscriptionId: string, daysLeft: number): Promise<string> {
  const endDate = new Date(Date.now() + daysLeft * DAY).toISOString();
  await subscriptions().patch({ organisationId, id: subscriptionId }).set({ endDate }).go();
  const { data } = await organisations().get({ id: organisationId }).go({ consistent: true });
  await organisations()
    .patch({ id: organisationId })
    .set({ subscription: { ...(data?.subscription as SubscriptionTerm), endDate } })
    .go();
  return endDate;
}

/** An organisation on Professional quarterly whose term ends in `daysLeft` days. */
async function subscribedEndingIn(daysLeft: number) {
  const acme = await employerWithCompany();
  const { subscription } = await subscribe(acme, 'PROFESSIONAL', 'QUARTERLY');
  const endDate = await endIn(acme.organisationId, subscription.id, daysLeft);
  return { acme, current: { ...subscription, endDate } };
}

/** Buys the renewal the way the Renew button does: order (purpose renewal), checkout, verification. */
async function renew(who: TestEmployer, cycle: 'QUARTERLY' | 'YEARLY' = 'QUARTERLY') {
  const placed = await order(who, 'PROFESSIONAL', cycle, RENEWAL);
  const paid = await checkout(placed.id);
  expect(paid.status).toBe(200);
  const verified = await verify(who, paid.body);
  expect(verified.status, verified.text).toBe(200);
  return { placed, paid: paid.body, answer: verified.json.data as { outcome: string; startDate?: string } };
}

const termOf = async (organisationId: string) =>
  (await organisations().get({ id: organisationId }).go({ consistent: true })).data?.subscription as
    | SubscriptionTerm
    | undefined;

describe('buying a renewal', () => {
  it('in the last days of a term: full price, and the next term starts at the current end', async () => {
    const { acme, current } = await subscribedEndingIn(10);
    const { placed, answer } = await renew(acme, 'YEARLY');
    const price = PLAN_CATALOGUE.PROFESSIONAL.pricePaise.YEARLY;
    expect(placed).toMatchObject({
      plan: 'PROFESSIONAL',
      billingCycle: 'YEARLY',
      pricePaise: price,
      creditPaise: 0,
      gstPaise: gstOn(price),
      amount: price + gstOn(price),
      startsAt: current.endDate,
    } satisfies Partial<PaymentOrder>);
    expect(answer).toMatchObject({
      outcome: 'activated',
      plan: 'PROFESSIONAL',
      billingCycle: 'YEARLY',
      startDate: current.endDate,
      endDate: periodEnd(new Date(current.endDate), 'YEARLY').toISOString(),
      // Bought, not started: the current term is the active one until its end.
      isActive: false,
    });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'paid', renewsSubscriptionId: current.id });

    // Now: the current subscription, with its renewal; its allowance is the one read.
    const now = await get<CurrentSubscription>(acme, '/subscriptions/current');
    expect(now).toMatchObject({
      id: current.id,
      isActive: true,
      renewal: { plan: 'PROFESSIONAL', billingCycle: 'YEARLY', startDate: current.endDate },
    });
    expect(await get<SubscriptionStatus>(acme, '/subscriptions/status')).toMatchObject({
      hasActiveSubscription: true,
      remainingApplications: 300,
    });

    // From the current end on: the renewal is the subscription, with no gap (no write needed).
    const end = new Date(current.endDate);
    const renewalId = now.renewal?.id;
    expect(activeTermOf({ subscription: await termOf(acme.organisationId) }, end)).toMatchObject({
      id: renewalId,
      applicationLimit: 1200,
    });
    expect(
      activeTermOf({ subscription: await termOf(acme.organisationId) }, new Date(end.getTime() - 1)),
    ).toMatchObject({
      id: current.id,
    });
    expect(await activeSubscriptionOf(acme.organisationId, end)).toMatchObject({ id: renewalId });
    expect(await currentSubscription(acme.principal, end)).toMatchObject({
      id: renewalId,
      isActive: true,
      renewal: null,
    });
  });

  it('refuses outside the window, without a paid plan, when cancelled, twice, or another plan: 409 with why', async () => {
    const early = await subscribedEndingIn(RENEWAL_WINDOW_DAYS + 5);
    const tooEarly = await createOrder(early.acme, 'PROFESSIONAL', 'QUARTERLY', RENEWAL);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.json.message).toBe(renewalNotYet(early.current.endDate));

    const free = await employerWithCompany();
    const nothing = await createOrder(free, 'BASIC', 'MONTHLY', RENEWAL);
    expect(nothing.status).toBe(409);
    expect(nothing.json.message).toBe(SUBSCRIPTION_MESSAGES.nothingToRenew);

    const other = await subscribedEndingIn(5);
    const otherPlan = await createOrder(other.acme, 'BASIC', 'QUARTERLY', RENEWAL);
    expect(otherPlan.status).toBe(409);
    expect(otherPlan.json.message).toBe(SUBSCRIPTION_MESSAGES.renewSamePlan);

    const cancelled = await callApi('/subscriptions/cancel', { method: 'POST', headers: other.acme.headers });
    expect(cancelled.status, cancelled.text).toBe(200);
    const afterCancel = await createOrder(other.acme, 'PROFESSIONAL', 'QUARTERLY', RENEWAL);
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.json.message).toBe(SUBSCRIPTION_MESSAGES.renewCancelled);

    const renewed = await subscribedEndingIn(5);
    await renew(renewed.acme);
    const again = await createOrder(renewed.acme, 'PROFESSIONAL', 'QUARTERLY', RENEWAL);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(SUBSCRIPTION_MESSAGES.alreadyRenewed);
    // While the renewal waits, an upgrade waits too.
    const upgrade = await createOrder(renewed.acme, 'ENTERPRISE', 'MONTHLY');
    expect(upgrade.status).toBe(409);
    expect(upgrade.json.message).toBe(SUBSCRIPTION_MESSAGES.upgradeAfterRenewal);

    const badPurpose = await createOrder(renewed.acme, 'PROFESSIONAL', 'QUARTERLY', { purpose: 'gift' });
    expect(badPurpose.status).toBe(422);
  });

  it('only team admins renew; members read the renewal; other organisations and admins cannot', async () => {
    const { acme } = await subscribedEndingIn(5);
    const recruiter = await recruiterOf(acme);
    const byRecruiter = await createOrder(recruiter, 'PROFESSIONAL', 'QUARTERLY', RENEWAL);
    expect(byRecruiter.status).toBe(403);
    expect(byRecruiter.json.message).toBe(SUBSCRIPTION_MESSAGES.adminsOnly);
    const candidate = await accountOf('USER');
    expect((await createOrder(candidate, 'PROFESSIONAL', 'QUARTERLY', RENEWAL)).status).toBe(403);
    const admin = await accountOf('ADMIN');
    expect((await createOrder(admin, 'PROFESSIONAL', 'QUARTERLY', RENEWAL)).status).toBe(403);
    const anonymous = await callApi('/subscriptions/create-order', {
      method: 'POST',
      body: { plan: 'PROFESSIONAL', billingCycle: 'QUARTERLY', purpose: 'renewal' },
    });
    expect(anonymous.status).toBe(401);

    await renew(acme);
    expect(await get<CurrentSubscription>(recruiter, '/subscriptions/current')).toMatchObject({
      renewal: { plan: 'PROFESSIONAL' },
    });
  });
});

describe('one renewal per term', () => {
  it('two renewals paid: one activated, the other refunded (alreadyRenewed)', async () => {
    const { acme, current } = await subscribedEndingIn(5);
    const first = await order(acme, 'PROFESSIONAL', 'QUARTERLY', RENEWAL);
    const second = await order(acme, 'PROFESSIONAL', 'QUARTERLY', RENEWAL);
    // As if the second had not cancelled the first (two admins at the same instant).
    await paymentOrders().patch({ id: first.id }).set({ status: 'created' }).go();
    const paidFirst = await checkout(first.id);
    const paidSecond = await checkout(second.id);
    const [a, b] = await Promise.all([verify(acme, paidFirst.body), verify(acme, paidSecond.body)]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    const outcomes = [a.json.data, b.json.data] as { outcome: string }[];
    expect(outcomes.map((answer) => answer.outcome).sort()).toEqual(['activated', 'superseded']);
    const refused = outcomes.find((answer) => answer.outcome === 'superseded') as SupersededPayment;
    expect(refused).toMatchObject({ reason: 'alreadyRenewed', refunded: true });
    const bought = await subscriptionsOf(acme.organisationId);
    expect(bought.filter((item) => item.startDate === current.endDate)).toHaveLength(1);
  });

  it('a renewal paid after its term was cancelled is refunded (renewalVoid)', async () => {
    const { acme } = await subscribedEndingIn(5);
    const placed = await order(acme, 'PROFESSIONAL', 'QUARTERLY', RENEWAL);
    const cancelled = await callApi('/subscriptions/cancel', { method: 'POST', headers: acme.headers });
    expect(cancelled.status, cancelled.text).toBe(200);
    const paid = await checkout(placed.id);
    const answer = await verify(acme, paid.body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ outcome: 'superseded', reason: 'renewalVoid', refunded: true });
    expect(await get<CurrentSubscription>(acme, '/subscriptions/current')).toMatchObject({ renewal: null });
  });

  it('cancelling a term whose renewal is paid is refused with why; the renewal stands', async () => {
    const { acme } = await subscribedEndingIn(5);
    await renew(acme);
    const cancelled = await callApi('/subscriptions/cancel', { method: 'POST', headers: acme.headers });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.message).toBe(SUBSCRIPTION_MESSAGES.cancelRenewed);
    expect(await get<CurrentSubscription>(acme, '/subscriptions/current')).toMatchObject({
      cancelledAt: null,
      renewal: { plan: 'PROFESSIONAL' },
    });
  });

  it('once the renewal has started it is the term that is cancelled', async () => {
    const { acme, current } = await subscribedEndingIn(5);
    await renew(acme);
    const started = new Date(Date.parse(current.endDate) + DAY);
    const cancelled = await cancelSubscription(acme.principal, started);
    const renewal = (await subscriptionsOf(acme.organisationId)).find((item) => item.id !== current.id);
    expect(cancelled).toMatchObject({ id: renewal?.id, isActive: true });
    expect(await termOf(acme.organisationId)).toMatchObject({
      id: renewal?.id,
      cancelledAt: cancelled.cancelledAt,
    });
  });
});
