// Boundary: subscriptions and payments through the local API host -> DynamoDB Local, the Razorpay
// stand-in (orders, payments, checkout answers and its webhooks), S3 (invoices) and SES (receipts).
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../shared/subscriptions/billing';
import { GSTIN_MESSAGES } from '../../shared/subscriptions/gst';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { PLAN_CATALOGUE, periodEnd } from '../../shared/subscriptions/plans';
import { quoteOrder } from '../../shared/subscriptions/quote';
import type {
  InvoiceDownload,
  PaymentOrder,
  Subscription,
  SubscriptionPlan,
  SubscriptionStatus,
} from '../../shared/subscriptions/types';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, employerWithCompany } from '../../test/support/marketplace';
import {
  BENGALURU,
  checkout,
  createOrder,
  get,
  order,
  type Plan,
  PUNE,
  pdfText,
  providerUrl,
  recruiterOf,
  storedOrder,
  subscribe,
  subscriptionsOf,
  verify,
  webhook,
} from '../../test/support/payments';
import { DEMO_ENTERPRISE_ORGANISATION, seedDemoSubscription } from '../demo/subscription';
import { organisations } from '../model/organisations';
import { paymentOrders } from '../model/payment-orders';
import { activeSubscriptionOf, activeTermOf } from '../model/subscription-terms';
import { openedApplicationIds, openItApplication } from '../model/subscription-usage';
import { subscriptions } from '../model/subscriptions';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { RATE_LIMITS } from '../platform/contract';
import { timeOrderedId } from '../platform/ids';
import { LOCAL_RAZORPAY, paymentSignature } from '../platform/local/razorpay';
import { currentSubscription, subscriptionStatus } from './reads';
import { mailReceipt } from './receipt-mail';
import { hmacHex } from './signatures';

describe('plans', () => {
  it('lists the catalogue publicly, prices in paise, Professional recommended', async () => {
    const response = await callApi('/subscriptions/plans');
    expect(response.status).toBe(200);
    const plans = response.json.data as SubscriptionPlan[];
    expect(plans.map((plan) => plan.code)).toEqual(['BASIC', 'PROFESSIONAL', 'ENTERPRISE']);
    expect(plans[1]).toMatchObject({
      monthlyPrice: PLAN_CATALOGUE.PROFESSIONAL.pricePaise.MONTHLY,
      quarterlyPrice: PLAN_CATALOGUE.PROFESSIONAL.pricePaise.QUARTERLY,
      yearlyPrice: PLAN_CATALOGUE.PROFESSIONAL.pricePaise.YEARLY,
      applicationLimit: 100,
      recommended: true,
    });
    expect(plans[2]?.applicationLimit).toBe(-1);
  });
});

describe('ordering and paying', () => {
  it('prices the order on the server and stores it; the browser cannot set the amount', async () => {
    const acme = await employerWithCompany();
    const response = await createOrder(acme, 'PROFESSIONAL', 'QUARTERLY', { amount: 100, pricePaise: 1 });
    expect(response.status, response.text).toBe(200);
    const placed = response.json.data as PaymentOrder;
    const quote = quoteOrder('PROFESSIONAL', 'QUARTERLY', null, new Date());
    expect(placed).toMatchObject({
      amount: quote.totalPaise,
      currency: 'INR',
      pricePaise: quote.pricePaise,
      creditPaise: 0,
      gstPaise: quote.gstPaise,
      keyId: LOCAL_RAZORPAY.keyId,
      companyName: acme.companyName,
    });
    expect(placed.checkoutScriptUrl).toMatch(/\/v1\/checkout\.js$/);
    expect(placed.id).toMatch(/^order_/);
    // The provider holds the same amount.
    const provider = await fetch(`${providerUrl()}/v1/orders/${placed.id}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`).toString('base64')}`,
      },
    });
    expect(((await provider.json()) as { amount: number }).amount).toBe(quote.totalPaise);
    expect(await storedOrder(placed.id)).toMatchObject({
      organisationId: acme.organisationId,
      userId: acme.record.id,
      status: 'created',
      amount: quote.totalPaise,
    });
  });

  it('opens at most 20 orders an hour for one account', async () => {
    const acme = await employerWithCompany();
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.paymentOrder.limit }, () => createOrder(acme, 'BASIC', 'MONTHLY')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect((await createOrder(acme, 'BASIC', 'MONTHLY')).status).toBe(429);
  });

  it('refuses bad bodies with the schema words; the billing address and a GSTIN are kept for the invoice', async () => {
    const acme = await employerWithCompany();
    const refusals: [object, string][] = [
      [{ plan: 'GOLD' }, SUBSCRIPTION_MESSAGES.planRequired],
      [{ billingAddress: undefined }, BILLING_MESSAGES.addressRequired],
      [{ billingAddress: { ...BENGALURU, pincode: '56003' } }, BILLING_MESSAGES.pincodeInvalid],
      [{ billingAddress: { ...BENGALURU, stateCode: '25' } }, BILLING_MESSAGES.stateRequired],
      [{ gstin: '12345' }, GSTIN_MESSAGES.format],
      // One character of a valid GSTIN mistyped: the check character no longer fits.
      [{ gstin: '29ABCDE1234F1ZX' }, GSTIN_MESSAGES.checksum],
      // Valid, but registered in Karnataka while the billing address is in Maharashtra.
      [{ gstin: '29ABCDE1234F1ZW', billingAddress: PUNE }, GSTIN_MESSAGES.otherState],
    ];
    for (const [body, message] of refusals) {
      const refused = await createOrder(acme, 'BASIC', 'MONTHLY', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.json.message).toBe(message);
    }
    const withGstin = await createOrder(acme, 'BASIC', 'MONTHLY', { gstin: ' 29abcde1234f1zw ' });
    expect(withGstin.status).toBe(200);
    const stored = await storedOrder((withGstin.json.data as PaymentOrder).id);
    expect(stored?.gstin).toBe('29ABCDE1234F1ZW');
    expect(stored?.billingAddress).toEqual(BENGALURU);
  });

  it('activates on a verified payment: current, status and history agree', async () => {
    const acme = await employerWithCompany();
    const { subscription, order: placed } = await subscribe(acme, 'PROFESSIONAL', 'QUARTERLY');
    expect(subscription).toMatchObject({
      plan: 'PROFESSIONAL',
      billingCycle: 'QUARTERLY',
      isActive: true,
      cancelledAt: null,
      amountPaid: placed.amount,
      applicationLimit: 300,
      applicationsUsed: 0,
    });
    expect(subscription.endDate).toBe(periodEnd(new Date(subscription.startDate), 'QUARTERLY').toISOString());
    expect(subscription.invoiceNumber).toMatch(/^JM\/\d{2}-\d{2}\/\d{6}$/);
    expect(await get<Subscription>(acme, '/subscriptions/current')).toEqual({
      ...subscription,
      renewal: null,
    });
    expect(await get<SubscriptionStatus>(acme, '/subscriptions/status')).toEqual({
      hasActiveSubscription: true,
      canAccessMoreApplications: true,
      remainingApplications: 300,
    });
    expect(await get<Subscription[]>(acme, '/subscriptions/history')).toEqual([subscription]);
    const { data: organisation } = await organisations().get({ id: acme.organisationId }).go();
    expect(activeTermOf(organisation ?? {})).toMatchObject({ id: subscription.id, plan: 'PROFESSIONAL' });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'paid', subscriptionId: subscription.id });
  });

  it('lists the organisation and the subscription beside its applications in gsi2 (ADR 0017)', async () => {
    const acme = await employerWithCompany();
    const organisationKey = organisations().get({ id: acme.organisationId }).params().Key;
    const raw = async (Key: Record<string, unknown>) =>
      (await dynamoClient().send(new GetCommand({ TableName: config.tableName, Key, ConsistentRead: true })))
        .Item;
    // An organisation created before it was listed there: its first activation lists it.
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: organisationKey,
        UpdateExpression: 'REMOVE organisationId, gsi2pk, gsi2sk',
      }),
    );
    const { subscription } = await subscribe(acme, 'BASIC', 'MONTHLY');
    const partition = `$jobmatch#organisationid_${acme.organisationId.toLowerCase()}`;
    expect(await raw(organisationKey)).toMatchObject({ gsi2pk: partition, gsi2sk: '$organisation_1' });
    const subscriptionKey = subscriptions()
      .get({ organisationId: acme.organisationId, id: subscription.id })
      .params().Key;
    expect(await raw(subscriptionKey)).toMatchObject({
      gsi2pk: partition,
      gsi2sk: `$subscription_1#id_${subscription.id.toLowerCase()}`,
    });
    // Cancelling keeps both listed.
    expect((await callApi('/subscriptions/cancel', { method: 'POST', headers: acme.headers })).status).toBe(
      200,
    );
    expect(await raw(organisationKey)).toMatchObject({ gsi2pk: partition });
    expect(await raw(subscriptionKey)).toMatchObject({ gsi2pk: partition });
  });

  it('mails the receipt once, with the figures and the manage link', async () => {
    const acme = await employerWithCompany();
    const { subscription } = await subscribe(acme, 'BASIC', 'MONTHLY');
    const mails = await waitForMail(acme.record.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(subscription.invoiceNumber);
    const text = mails[0]?.body.text ?? '';
    expect(text).toContain('Plan: Basic (Monthly)');
    expect(text).toContain('GST (18%): ₹539.82');
    expect(text).toContain('Total paid: ₹3,538.82');
    expect(text).toContain('/subscription/manage');
    // The webhook's activation sends no second receipt, nor does the event delivered again.
    await mailReceipt({ organisationId: acme.organisationId, subscriptionId: subscription.id });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await waitForMail(acme.record.email, 2, 500)).toHaveLength(1);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme);
    const response = await verify(acme, {
      razorpay_order_id: placed.id,
      razorpay_payment_id: 'pay_Forged00000000',
      razorpay_signature: hmacHex('not-the-key-secret', `${placed.id}|pay_Forged00000000`),
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(SUBSCRIPTION_MESSAGES.signatureInvalid);
    const malformed = await verify(acme, {
      razorpay_order_id: placed.id,
      razorpay_payment_id: 'pay_Forged00000000',
      razorpay_signature: 'abc',
    });
    expect(malformed.status).toBe(422);
    expect((await storedOrder(placed.id))?.status).toBe('created');
    expect(await get<Subscription | null>(acme, '/subscriptions/current')).toBeNull();
  });

  it("refuses a payment of another order or amount, and ignores the body's amountPaid and plan", async () => {
    const acme = await employerWithCompany();
    const dear = await order(acme, 'ENTERPRISE', 'YEARLY');
    // The newer order: placing it cancelled the dear one.
    const cheap = await order(acme, 'BASIC', 'MONTHLY');
    const paidCheap = (await checkout(cheap.id)).body;
    // A correctly signed pair naming the dear order with the cheap order's payment: the provider's record
    // of the payment says which order it paid and how much.
    const swapped = await verify(acme, {
      razorpay_order_id: dear.id,
      razorpay_payment_id: paidCheap.razorpay_payment_id,
      razorpay_signature: paymentSignature(dear.id, paidCheap.razorpay_payment_id, LOCAL_RAZORPAY.keySecret),
    });
    expect(swapped.status).toBe(400);
    expect(swapped.json.message).toBe(SUBSCRIPTION_MESSAGES.orderMismatch);
    expect((await storedOrder(dear.id))?.status).toBe('cancelled');

    // What the body claims was bought is not believed: the stored order decides.
    const verified = await verify(acme, paidCheap, {
      plan: 'ENTERPRISE',
      billingCycle: 'YEARLY',
      amountPaid: 1,
    });
    expect(verified.status).toBe(200);
    expect(verified.json.data).toMatchObject({
      plan: 'BASIC',
      billingCycle: 'MONTHLY',
      amountPaid: cheap.amount,
    });
  });

  it('refuses a payment whose amount is not the stored order amount', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme, 'BASIC', 'QUARTERLY');
    // The stored order says more than the provider was asked for (as if the order had been tampered with).
    await paymentOrders()
      .patch({ id: placed.id })
      .set({ amount: placed.amount + 100 })
      .go();
    const paid = await checkout(placed.id);
    const response = await verify(acme, paid.body);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(SUBSCRIPTION_MESSAGES.orderMismatch);
    // Neither did the webhook activate it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await storedOrder(placed.id))?.status).toBe('created');
    expect(await subscriptionsOf(acme.organisationId)).toHaveLength(0);
  });

  it('verifying again answers the same subscription; one subscription, one invoice number', async () => {
    const acme = await employerWithCompany();
    const { subscription, paid } = await subscribe(acme);
    const again = await verify(acme, paid);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ outcome: 'activated', ...subscription });
    expect(await subscriptionsOf(acme.organisationId)).toHaveLength(1);
  });

  it('concurrent verifications and webhooks activate once', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme, 'ENTERPRISE', 'MONTHLY');
    const paid = (await checkout(placed.id)).body;
    const payment = {
      id: paid.razorpay_payment_id,
      order_id: placed.id,
      amount: placed.amount,
      status: 'captured',
    };
    const answers = await Promise.all([
      verify(acme, paid),
      webhook('payment.captured', payment),
      verify(acme, paid),
      webhook('order.paid', payment),
      verify(acme, paid),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const verified = [answers[0], answers[2], answers[4]].map((answer) => answer?.json.data as Subscription);
    const ids = new Set(verified.map((subscription) => subscription.id));
    expect(ids.size).toBe(1);
    const stored = await subscriptionsOf(acme.organisationId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe([...ids][0]);
  });

  it('the webhook alone activates when the browser never came back', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme, 'BASIC', 'YEARLY');
    await checkout(placed.id);
    let current: Subscription | null = null;
    for (let attempt = 0; attempt < 50 && !current; attempt++) {
      current = await get<Subscription | null>(acme, '/subscriptions/current');
      if (!current) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(current).toMatchObject({ plan: 'BASIC', billingCycle: 'YEARLY', isActive: true });
  });

  it('a failed payment marks the order failed and activates nothing; a later payment still can', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme, 'BASIC', 'MONTHLY');
    const failed = await checkout(placed.id, 'failure');
    expect(failed.body.error).toBeDefined();
    expect(failed.body.razorpay_signature).toBeUndefined();
    for (let attempt = 0; attempt < 50; attempt++) {
      if ((await storedOrder(placed.id))?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await storedOrder(placed.id))?.status).toBe('failed');
    expect(await get<Subscription | null>(acme, '/subscriptions/current')).toBeNull();
    const retried = await checkout(placed.id);
    expect((await verify(acme, retried.body)).status).toBe(200);
  });
});

describe('webhook', () => {
  it('refuses unsigned and wrongly signed calls and changes nothing', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme);
    const payment = {
      id: 'pay_Unsigned000000',
      order_id: placed.id,
      amount: placed.amount,
      status: 'captured',
    };
    const unsigned = await webhook('payment.captured', payment, { signature: null });
    expect(unsigned.status).toBe(400);
    const forged = await webhook('payment.captured', payment, { secret: 'guessed-secret' });
    expect(forged.status).toBe(400);
    expect((await storedOrder(placed.id))?.status).toBe('created');
    expect(await subscriptionsOf(acme.organisationId)).toHaveLength(0);
  });

  it('takes each event id once: a replay answers 200 and changes nothing', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme);
    const eventId = `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const payment = {
      id: 'pay_Failed00000001',
      order_id: placed.id,
      amount: placed.amount,
      status: 'failed',
    };
    const first = await webhook('payment.failed', payment, { eventId });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ outcome: 'handled' });
    expect((await storedOrder(placed.id))?.status).toBe('failed');

    // The order is paid afterwards; the same failure event delivered again must not touch it.
    const paid = await checkout(placed.id);
    expect((await verify(acme, paid.body)).status).toBe(200);
    const replay = await webhook('payment.failed', payment, { eventId });
    expect(replay.status).toBe(200);
    expect(replay.json.data).toMatchObject({ outcome: 'duplicate' });
    expect((await storedOrder(placed.id))?.status).toBe('paid');
  });

  it('ignores a captured payment whose amount is not the order amount', async () => {
    const acme = await employerWithCompany();
    const placed = await order(acme);
    const answer = await webhook('payment.captured', {
      id: 'pay_Short000000001',
      order_id: placed.id,
      amount: placed.amount - 1,
      status: 'captured',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ outcome: 'ignored' });
    expect((await storedOrder(placed.id))?.status).toBe('created');
  });
});

describe('upgrades, cancelling and expiry', () => {
  it('refuses the same or a lower plan while active; an upgrade credits the unused part and ends the old', async () => {
    const acme = await employerWithCompany();
    const { subscription: first } = await subscribe(acme, 'PROFESSIONAL', 'MONTHLY');
    for (const plan of ['BASIC', 'PROFESSIONAL'] as const) {
      const refused = await createOrder(acme, plan, 'YEARLY');
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    }
    const upgrade = await order(acme, 'ENTERPRISE', 'QUARTERLY');
    // Nearly all of the month is unused: nearly all of its price is credited.
    const price = PLAN_CATALOGUE.PROFESSIONAL.pricePaise.MONTHLY;
    expect(upgrade.creditPaise).toBeGreaterThan(price * 0.99);
    expect(upgrade.creditPaise).toBeLessThanOrEqual(price);
    expect(upgrade.amount).toBe(
      upgrade.pricePaise -
        upgrade.creditPaise +
        Math.round(((upgrade.pricePaise - upgrade.creditPaise) * 18) / 100),
    );
    const paid = (await checkout(upgrade.id)).body;
    const second = (await verify(acme, paid)).json.data as Subscription;
    expect(second).toMatchObject({ plan: 'ENTERPRISE', applicationLimit: -1, isActive: true });
    const history = await get<Subscription[]>(acme, '/subscriptions/history');
    expect(history.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(history[1]?.isActive).toBe(false);
    expect((await get<SubscriptionStatus>(acme, '/subscriptions/status')).remainingApplications).toBe(-1);
  });

  it('cancel keeps access until the end date; a second cancel is refused', async () => {
    const acme = await employerWithCompany();
    const { subscription } = await subscribe(acme, 'BASIC', 'QUARTERLY');
    const cancelled = await callApi('/subscriptions/cancel', { method: 'POST', headers: acme.headers });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ id: subscription.id, isActive: true });
    expect((cancelled.json.data as Subscription).cancelledAt).not.toBeNull();
    expect(await get<Subscription>(acme, '/subscriptions/current')).toMatchObject({ isActive: true });
    expect((await get<SubscriptionStatus>(acme, '/subscriptions/status')).hasActiveSubscription).toBe(true);
    const again = await callApi('/subscriptions/cancel', { method: 'POST', headers: acme.headers });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    // Just before the end it is still active; at the end it is not, with no job having run.
    const end = new Date(subscription.endDate);
    expect(await currentSubscription(acme.principal, new Date(end.getTime() - 1))).toMatchObject({
      isActive: true,
    });
    expect(await currentSubscription(acme.principal, end)).toMatchObject({
      id: subscription.id,
      isActive: false,
    });
    expect(await subscriptionStatus(acme.principal, end)).toEqual({
      hasActiveSubscription: false,
      canAccessMoreApplications: false,
      remainingApplications: 0,
    });
  });

  it('nothing to cancel without a subscription', async () => {
    const acme = await employerWithCompany();
    const response = await callApi('/subscriptions/cancel', { method: 'POST', headers: acme.headers });
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(SUBSCRIPTION_MESSAGES.nothingToCancel);
  });

  it('a subscription past its end reads inactive and may be bought again', async () => {
    const acme = await employerWithCompany();
    const { subscription } = await subscribe(acme, 'BASIC', 'MONTHLY');
    const after = new Date(Date.parse(subscription.endDate) + 1000);
    expect(await activeSubscriptionOf(acme.organisationId, after)).toBeNull();
    // Move the end into the past, as time would.
    const past = new Date(Date.now() - 1000).toISOString();
    await subscriptions()
      .patch({ organisationId: acme.organisationId, id: subscription.id })
      .set({ endDate: past })
      .go();
    const { data: organisation } = await organisations().get({ id: acme.organisationId }).go();
    await organisations()
      .patch({ id: acme.organisationId })
      .set({ subscription: { ...(organisation?.subscription as object), endDate: past } as never })
      .go();
    expect(await get<Subscription | null>(acme, '/subscriptions/current')).toMatchObject({
      id: subscription.id,
      isActive: false,
    });
    expect(await get<SubscriptionStatus>(acme, '/subscriptions/status')).toMatchObject({
      hasActiveSubscription: false,
    });
    expect(await get<Subscription[]>(acme, '/subscriptions/history')).toMatchObject([{ isActive: false }]);
    expect((await createOrder(acme, 'BASIC', 'MONTHLY')).status).toBe(200);
  });
});

/** The text pdf.js reads from a PDF's first page. */

describe('invoices', () => {
  it('charges IGST to a buyer in another state, and the invoice says so', async () => {
    const deccan = await employerWithCompany();
    const { subscription } = await subscribe(deccan, 'BASIC', 'MONTHLY', { billingAddress: PUNE });
    const download = await get<InvoiceDownload>(deccan, `/subscriptions/${subscription.id}/invoice`);
    const text = await pdfText(new Uint8Array(await (await fetch(download.downloadUrl)).arrayBuffer()));
    for (const expected of [
      'Maharashtra (27)',
      'IGST @ 18%',
      'Pune 411045, Maharashtra',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });

  it("gives members a link to the invoice PDF; other organisations' invoices are not found", async () => {
    const acme = await employerWithCompany();
    const { subscription } = await subscribe(acme, 'PROFESSIONAL', 'YEARLY');
    const download = await get<InvoiceDownload>(acme, `/subscriptions/${subscription.id}/invoice`);
    expect(download.fileName).toBe(`Jobmatch-invoice-${subscription.invoiceNumber.replace(/\//g, '-')}.pdf`);
    const file = await fetch(download.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(await (await fetch(download.downloadUrl)).arrayBuffer()));
    // The local seller is in Karnataka and so is this buyer: CGST and SGST, the sample seller named.
    for (const expected of [
      'TAX INVOICE',
      'SAMPLE Jobmatch',
      'Place of supply',
      'Karnataka (29)',
      'CGST @ 9%',
    ]) {
      expect(text).toContain(expected);
    }
    // Asked again, the kept PDF is served.
    const again = await get<InvoiceDownload>(acme, `/subscriptions/${subscription.id}/invoice`);
    expect(again.fileName).toBe(download.fileName);

    const colleague = await recruiterOf(acme);
    expect(
      (await callApi(`/subscriptions/${subscription.id}/invoice`, { headers: colleague.headers })).status,
    ).toBe(200);
    const other = await employerWithCompany();
    const refused = await callApi(`/subscriptions/${subscription.id}/invoice`, { headers: other.headers });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(SUBSCRIPTION_MESSAGES.invoiceNotFound);
    expect(
      (await callApi(`/subscriptions/${timeOrderedId()}/invoice`, { headers: acme.headers })).status,
    ).toBe(404);
  });
});

describe('who may buy', () => {
  it('members read; only team admins buy and cancel', async () => {
    const acme = await employerWithCompany();
    await subscribe(acme, 'BASIC', 'MONTHLY');
    const colleague = await recruiterOf(acme);
    expect((await get<Subscription>(colleague, '/subscriptions/current')).plan).toBe('BASIC');
    const buying = await createOrder(colleague, 'ENTERPRISE', 'MONTHLY');
    expect(buying.status).toBe(403);
    expect(buying.json.message).toBe(SUBSCRIPTION_MESSAGES.adminsOnly);
    const cancelling = await callApi('/subscriptions/cancel', { method: 'POST', headers: colleague.headers });
    expect(cancelling.status).toBe(403);
  });

  it('candidates, pending employers and employers without an organisation are refused', async () => {
    const candidate = await accountOf('USER');
    const pending = await accountOf('EMPLOYER', 'pending');
    const loner = await accountOf('EMPLOYER', 'approved');
    for (const who of [candidate, pending]) {
      expect((await createOrder(who, 'BASIC', 'MONTHLY')).status).toBe(403);
      expect((await callApi('/subscriptions/status', { headers: who.headers })).status).toBe(403);
    }
    const response = await createOrder(loner, 'BASIC', 'MONTHLY');
    expect(response.status).toBe(403);
    expect(response.json.message).toBe(SUBSCRIPTION_MESSAGES.organisationRequired);
    // A platform admin belongs to no organisation: no subscription to read, none to buy or cancel.
    const admin = await accountOf('ADMIN');
    expect(await get<Subscription | null>(admin, '/subscriptions/current')).toBeNull();
    expect(await get<Subscription[]>(admin, '/subscriptions/history')).toEqual([]);
    expect((await createOrder(admin, 'BASIC', 'MONTHLY')).json.message).toBe(
      SUBSCRIPTION_MESSAGES.organisationRequired,
    );
    expect((await callApi('/subscriptions/cancel', { method: 'POST', headers: admin.headers })).status).toBe(
      409,
    );
    // Someone else's order cannot be verified by another organisation.
    const acme = await employerWithCompany();
    const placed = await order(acme, 'BASIC', 'MONTHLY');
    const paid = (await checkout(placed.id)).body;
    const other = await employerWithCompany();
    const stolen = await verify(other, paid);
    expect(stolen.status).toBe(404);
    expect(stolen.json.message).toBe(SUBSCRIPTION_MESSAGES.orderNotFound);
  });
});

describe('IT applications opened under a subscription', () => {
  const applicationId = () => timeOrderedId();

  async function withUsage(plan: Plan, used: number) {
    const acme = await employerWithCompany();
    const { subscription } = await subscribe(acme, plan, 'MONTHLY');
    await subscriptions()
      .patch({ organisationId: acme.organisationId, id: subscription.id })
      .set({ applicationsUsed: used })
      .go();
    return { acme, subscription };
  }

  it('counts an application once, and not without a subscription', async () => {
    const acme = await employerWithCompany();
    const first = applicationId();
    expect(await openItApplication(acme.organisationId, first)).toBe('noSubscription');
    await subscribe(acme, 'BASIC', 'MONTHLY');
    expect(await openItApplication(acme.organisationId, first)).toBe('opened');
    expect(await openItApplication(acme.organisationId, first)).toBe('alreadyOpen');
    const second = applicationId();
    const unopened = applicationId();
    expect(await openItApplication(acme.organisationId, second)).toBe('opened');
    expect(await openedApplicationIds(acme.organisationId, [first, unopened, second, first])).toEqual(
      new Set([first, second]),
    );
    expect(await openedApplicationIds(acme.organisationId, [])).toEqual(new Set());
    expect((await activeSubscriptionOf(acme.organisationId))?.applicationsUsed).toBe(2);
    expect((await get<SubscriptionStatus>(acme, '/subscriptions/status')).remainingApplications).toBe(23);
  });

  it('locks at the limit; an opened application stays open', async () => {
    const { acme } = await withUsage('BASIC', 24);
    const last = applicationId();
    expect(await openItApplication(acme.organisationId, last)).toBe('opened');
    expect(await openItApplication(acme.organisationId, applicationId())).toBe('locked');
    expect(await openItApplication(acme.organisationId, last)).toBe('alreadyOpen');
    expect(await get<SubscriptionStatus>(acme, '/subscriptions/status')).toEqual({
      hasActiveSubscription: true,
      canAccessMoreApplications: false,
      remainingApplications: 0,
    });
    expect((await activeSubscriptionOf(acme.organisationId))?.applicationsUsed).toBe(25);
  });

  it('of concurrent opens for the last slot, exactly one wins', async () => {
    const { acme } = await withUsage('BASIC', 24);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => openItApplication(acme.organisationId, applicationId())),
    );
    expect(outcomes.filter((outcome) => outcome === 'opened')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(4);
    expect((await activeSubscriptionOf(acme.organisationId))?.applicationsUsed).toBe(25);
  });

  it('the same application opened twice at once counts once', async () => {
    const { acme } = await withUsage('BASIC', 0);
    const same = applicationId();
    const outcomes = await Promise.all([1, 2, 3].map(() => openItApplication(acme.organisationId, same)));
    expect(outcomes.filter((outcome) => outcome === 'opened')).toHaveLength(1);
    expect((await activeSubscriptionOf(acme.organisationId))?.applicationsUsed).toBe(1);
  });

  it('enterprise is unlimited; a subscription past its end opens nothing', async () => {
    const { acme, subscription } = await withUsage('ENTERPRISE', 5_000);
    expect(await openItApplication(acme.organisationId, applicationId())).toBe('opened');
    const opened = applicationId();
    expect(await openItApplication(acme.organisationId, opened)).toBe('opened');
    const after = new Date(Date.parse(subscription.endDate) + 1);
    expect(await openItApplication(acme.organisationId, applicationId(), after)).toBe('noSubscription');
    // An application opened before is not open without a subscription either.
    expect(await openItApplication(acme.organisationId, opened, after)).toBe('noSubscription');
  });
});

describe('demo data', () => {
  it('Acme Tech holds an active Enterprise yearly subscription with an invoice; seeding again adds nothing', async () => {
    const before = await activeSubscriptionOf(DEMO_ENTERPRISE_ORGANISATION);
    expect(before).toMatchObject({ plan: 'ENTERPRISE', billingCycle: 'YEARLY', applicationLimit: -1 });
    const stored = await subscriptionsOf(DEMO_ENTERPRISE_ORGANISATION);
    expect(stored.find((item) => item.id === before?.id)?.invoiceNumber).toMatch(/^JM\//);
    await seedDemoSubscription();
    expect(await subscriptionsOf(DEMO_ENTERPRISE_ORGANISATION)).toHaveLength(stored.length);
    expect((await activeSubscriptionOf(DEMO_ENTERPRISE_ORGANISATION))?.id).toBe(before?.id);
  });
});
