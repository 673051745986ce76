// Boundary: one activation per intent (ADR 0018) through the local API host -> DynamoDB Local, the
// Razorpay stand-in (payments, refunds, webhooks), SES (the buyer's mails) and S3 (credit notes).
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { formatInr } from '../../shared/subscriptions/money';
import { SUPERSEDED_REASON_TEXT } from '../../shared/subscriptions/refunds';
import type {
  InvoiceDownload,
  Subscription,
  SubscriptionHistoryEntry,
  SupersededPayment,
} from '../../shared/subscriptions/types';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, employerWithCompany } from '../../test/support/marketplace';
import type { TestEmployer } from '../../test/support/marketplace-cast';
import {
  type CheckoutSuccess,
  type Cycle,
  checkout,
  get,
  order,
  type Plan,
  pdfText,
  providerRecord,
  recruiterOf,
  storedOrder,
  subscribe,
  subscriptionsOf,
  verify,
  webhook,
} from '../../test/support/payments';
import { creditNotes } from '../model/credit-notes';
import { organisations } from '../model/organisations';
import { paymentOrders } from '../model/payment-orders';
import { activeTermOf } from '../model/subscription-terms';
import { timeOrderedId } from '../platform/ids';
import { LOCAL_RAZORPAY, paymentSignature } from '../platform/local/razorpay';
import { mailRefund } from './refund-mail';
import { settleSupersededOrder } from './refunds';

const superseded = (answer: { json: Record<string, unknown> }) => answer.json.data as SupersededPayment;

/**
 * Places an order as if the newer orders placed beside it had not cancelled it (two admins at the same
 * instant, or an index read that missed it): activation's own conditions must still hold it to its intent.
 */
async function reopen(orderId: string) {
  await paymentOrders().patch({ id: orderId }).set({ status: 'created' }).go();
}

/** Pays an order on the stand-in's checkout; its webhooks follow in the background. */
async function pay(orderId: string): Promise<CheckoutSuccess> {
  const paid = await checkout(orderId);
  expect(paid.status).toBe(200);
  return paid.body;
}

const creditNotesOf = async (organisationId: string) =>
  (await creditNotes().query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;

/** Waits until the order has its refund recorded (by the verification or the webhooks). */
async function refunded(orderId: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const stored = await storedOrder(orderId);
    if (stored?.creditNoteId) return stored;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Order ${orderId} was not refunded`);
}

const termOf = async (employer: TestEmployer) =>
  activeTermOf(
    (await organisations().get({ id: employer.organisationId }).go({ consistent: true })).data ?? {},
  );

/** The buyer's mails once the receipt and `count` refund notices arrived; a moment more shows no extra one. */
async function refundMails(email: string, count: number) {
  const all = await waitForMail(email, count + 1, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const settled = await waitForMail(email, 99, 200);
  return {
    all: settled,
    refunds: settled.filter((mail) => mail.subject.includes('was refunded')),
    first: all,
  };
}

describe('opening orders', () => {
  it('a new order cancels the organisation’s older open orders, not newer ones or another’s', async () => {
    const acme = await employerWithCompany();
    const other = await employerWithCompany();
    const first = await order(acme, 'BASIC', 'MONTHLY');
    const elsewhere = await order(other, 'BASIC', 'MONTHLY');
    const second = await order(acme, 'PROFESSIONAL', 'MONTHLY');
    expect((await storedOrder(first.id))?.status).toBe('cancelled');
    expect((await storedOrder(second.id))?.status).toBe('created');
    expect((await storedOrder(elsewhere.id))?.status).toBe('created');
  });

  it('records the term an upgrade is priced against, even when its credit is nothing', async () => {
    const acme = await employerWithCompany();
    const { subscription } = await subscribe(acme, 'BASIC', 'MONTHLY');
    const upgrade = await order(acme, 'ENTERPRISE', 'YEARLY');
    expect((await storedOrder(upgrade.id))?.replacesSubscriptionId).toBe(subscription.id);
  });
});

describe('one activation per intent', () => {
  it('two orders paid: one active; the other superseded, refunded once, with a credit note and a mail', async () => {
    const acme = await employerWithCompany();
    const older = await order(acme, 'PROFESSIONAL', 'QUARTERLY');
    const newer = await order(acme, 'PROFESSIONAL', 'QUARTERLY');
    const paidOlder = await pay(older.id);
    const paidNewer = await pay(newer.id);

    const [olderAnswer, newerAnswer] = await Promise.all([verify(acme, paidOlder), verify(acme, paidNewer)]);
    expect(newerAnswer.status, newerAnswer.text).toBe(200);
    expect(newerAnswer.json.data).toMatchObject({
      outcome: 'activated',
      plan: 'PROFESSIONAL',
      isActive: true,
    });
    expect(olderAnswer.status, olderAnswer.text).toBe(200);
    expect(superseded(olderAnswer)).toEqual({
      outcome: 'superseded',
      orderId: older.id,
      plan: 'PROFESSIONAL',
      billingCycle: 'QUARTERLY',
      reason: 'replaced',
      amountRefunded: older.amount,
      refunded: true,
    });

    expect(await subscriptionsOf(acme.organisationId)).toHaveLength(1);
    const stored = await refunded(older.id);
    expect(stored).toMatchObject({ status: 'superseded', supersededReason: 'replaced' });
    const provider = await providerRecord(paidOlder.razorpay_payment_id);
    expect(provider.payment).toMatchObject({ status: 'refunded', amount_refunded: older.amount });
    expect(provider.refunds).toEqual([
      expect.objectContaining({ id: stored?.refundId, amount: older.amount }),
    ]);
    expect((await providerRecord(paidNewer.razorpay_payment_id)).refunds).toEqual([]);

    // The credit note: its own series, the payment and order it reverses (never invoiced), the same total.
    const [note] = await creditNotesOf(acme.organisationId);
    expect(note).toMatchObject({
      id: stored?.creditNoteId,
      orderId: older.id,
      paymentId: paidOlder.razorpay_payment_id,
      amount: older.amount,
      gstPaise: older.gstPaise,
    });
    expect(note?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note?.invoiceNumber).toBeUndefined();

    // The buyer reads, beside the receipt of the newer order, why the older payment came back.
    const { refunds, all } = await refundMails(acme.record.email, 1);
    expect(all).toHaveLength(2);
    expect(refunds).toHaveLength(1);
    const mail = refunds[0];
    expect(mail?.subject).toBe(
      `Your Jobmatch payment of ${formatInr(older.amount)} was refunded (credit note ${note?.number})`,
    );
    const text = mail?.body.text ?? '';
    expect(text).toContain('Nothing was activated with this payment, and we have refunded it in full.');
    expect(text).toContain(SUPERSEDED_REASON_TEXT.replaced);
    expect(text).toContain(`Amount refunded: ${formatInr(older.amount)} (GST included)`);
    expect(text).toContain(`Refund reference: ${stored?.refundId}`);
    expect(text).toContain(`Payment: ${paidOlder.razorpay_payment_id}`);
    expect(text).toContain('/subscription/manage');
  });

  it('an older Basic order paid after Professional was activated does not downgrade: it is refunded', async () => {
    const acme = await employerWithCompany();
    const basic = await order(acme, 'BASIC', 'MONTHLY');
    const professional = await order(acme, 'PROFESSIONAL', 'MONTHLY');
    await reopen(basic.id);
    const active = await verify(acme, await pay(professional.id));
    expect(active.json.data).toMatchObject({ outcome: 'activated', plan: 'PROFESSIONAL' });

    const late = await verify(acme, await pay(basic.id));
    expect(late.status, late.text).toBe(200);
    expect(superseded(late)).toMatchObject({
      outcome: 'superseded',
      reason: 'alreadySubscribed',
      refunded: true,
    });
    expect(await termOf(acme)).toMatchObject({
      id: (active.json.data as Subscription).id,
      plan: 'PROFESSIONAL',
    });
    expect(await get<Subscription>(acme, '/subscriptions/current')).toMatchObject({
      plan: 'PROFESSIONAL',
      isActive: true,
    });
    expect(await subscriptionsOf(acme.organisationId)).toHaveLength(1);
    const stored = await refunded(basic.id);
    expect((await providerRecord(stored?.paymentId ?? '')).refunds).toHaveLength(1);
  });

  it('an upgrade priced against a term another upgrade replaced is refunded, not applied twice', async () => {
    const acme = await employerWithCompany();
    const { subscription: basic } = await subscribe(acme, 'BASIC', 'MONTHLY');
    const toProfessional = await order(acme, 'PROFESSIONAL', 'MONTHLY');
    const toEnterprise = await order(acme, 'ENTERPRISE', 'MONTHLY');
    await reopen(toProfessional.id);
    expect((await storedOrder(toProfessional.id))?.replacesSubscriptionId).toBe(basic.id);
    const enterprise = await verify(acme, await pay(toEnterprise.id));
    expect(enterprise.json.data).toMatchObject({ outcome: 'activated', plan: 'ENTERPRISE' });
    const late = await verify(acme, await pay(toProfessional.id));
    expect(superseded(late)).toMatchObject({ reason: 'alreadySubscribed', refunded: true });
    expect(await termOf(acme)).toMatchObject({ plan: 'ENTERPRISE' });
    // The Basic was ended once, by the Enterprise upgrade.
    const ended = (await subscriptionsOf(acme.organisationId)).find((item) => item.id === basic.id);
    expect(ended?.endDate).toBe((enterprise.json.data as Subscription).startDate);
  });

  it('three orders for one plan paid at once: exactly one active, two refunded', async () => {
    const acme = await employerWithCompany();
    const placed = await Promise.all([1, 2, 3].map(() => order(acme, 'BASIC', 'YEARLY')));
    // As if none had cancelled another: the activation's conditions alone decide.
    await Promise.all(placed.map((each) => reopen(each.id)));
    const paid = await Promise.all(placed.map((each) => pay(each.id)));
    const answers = await Promise.all(paid.map((each) => verify(acme, each)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const outcomes = answers.map((answer) => (answer.json.data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['activated', 'superseded', 'superseded']);

    expect(await subscriptionsOf(acme.organisationId)).toHaveLength(1);
    const orders = await Promise.all(placed.map((each) => refundedOrPaid(each.id)));
    expect(orders.map((each) => each?.status).sort()).toEqual(['paid', 'superseded', 'superseded']);
    for (const each of orders.filter((stored) => stored?.status === 'superseded')) {
      expect(each?.supersededReason).toBe('alreadySubscribed');
      expect((await providerRecord(each?.paymentId ?? '')).refunds).toHaveLength(1);
    }
    const notes = await creditNotesOf(acme.organisationId);
    expect(notes).toHaveLength(2);
    expect(new Set(notes.map((note) => note.number)).size).toBe(2);
    const { refunds } = await refundMails(acme.record.email, 2);
    expect(refunds).toHaveLength(2);
  });

  it('webhooks and verifications racing, then replayed: one activation and one refund each', async () => {
    const acme = await employerWithCompany();
    const first = await order(acme, 'ENTERPRISE', 'MONTHLY');
    const second = await order(acme, 'ENTERPRISE', 'MONTHLY');
    await reopen(first.id);
    const paidSecond = await pay(second.id);
    const paidFirst = await pay(first.id);
    const event = (paid: CheckoutSuccess, amount: number, name: string, eventId: string) =>
      webhook(
        name,
        { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id, amount, status: 'captured' },
        { eventId },
      );
    const ids = ['a', 'b', 'c', 'd'].map((suffix) => `evt_race${timeOrderedId().slice(-9)}${suffix}`);
    const race = () =>
      Promise.all([
        verify(acme, paidSecond),
        event(paidSecond, second.amount, 'payment.captured', ids[0] as string),
        verify(acme, paidFirst),
        event(paidFirst, first.amount, 'payment.captured', ids[1] as string),
        event(paidSecond, second.amount, 'order.paid', ids[2] as string),
        verify(acme, paidFirst),
        event(paidFirst, first.amount, 'order.paid', ids[3] as string),
        verify(acme, paidSecond),
      ]);
    for (const answer of await race()) expect(answer.status, answer.text).toBe(200);
    // Which payment activates is the race's to decide (the checkout's own webhooks run in the background
    // too); that exactly one does, and the other is refunded once, is the rule.
    const secondWon = (await storedOrder(second.id))?.status === 'paid';
    const [winner, loser] = secondWon ? [second, first] : [first, second];
    const [paidWinner, paidLoser] = secondWon ? [paidSecond, paidFirst] : [paidFirst, paidSecond];
    // Replayed: the same event ids (answered as duplicates) and the same verifications.
    const replayed = await race();
    for (const answer of replayed) expect(answer.status, answer.text).toBe(200);
    expect(replayed[1]?.json.data).toMatchObject({ outcome: 'duplicate' });
    const [winnerVerified, loserVerified] = secondWon
      ? [replayed[0], replayed[2]]
      : [replayed[2], replayed[0]];
    expect(winnerVerified?.json.data).toMatchObject({ outcome: 'activated' });
    expect(superseded(loserVerified as { json: Record<string, unknown> })).toMatchObject({ refunded: true });
    // And the settlement asked for once more, and the refund event delivered again.
    await settleSupersededOrder(loser.id);
    const note = (await creditNotesOf(acme.organisationId))[0];
    await mailRefund({ organisationId: acme.organisationId, creditNoteId: note?.id ?? '' });

    expect(await subscriptionsOf(acme.organisationId)).toHaveLength(1);
    expect((await storedOrder(winner.id))?.status).toBe('paid');
    expect(await refunded(loser.id)).toMatchObject({ status: 'superseded', creditNoteId: note?.id });
    expect((await providerRecord(paidLoser.razorpay_payment_id)).refunds).toHaveLength(1);
    expect((await providerRecord(paidWinner.razorpay_payment_id)).refunds).toHaveLength(0);
    expect(await creditNotesOf(acme.organisationId)).toHaveLength(1);
    const { refunds, all } = await refundMails(acme.record.email, 1);
    expect(refunds).toHaveLength(1);
    expect(all.filter((mail) => mail.subject.includes('is active'))).toHaveLength(1);
  });

  it('a superseded order answers only its own payment; another payment id is refused', async () => {
    const acme = await employerWithCompany();
    const older = await order(acme, 'BASIC', 'MONTHLY');
    await order(acme, 'BASIC', 'QUARTERLY');
    const paid = await pay(older.id);
    expect(superseded(await verify(acme, paid)).reason).toBe('replaced');
    const other = await employerWithCompany();
    const elsewhere = await pay((await order(other, 'BASIC', 'MONTHLY')).id);
    const mixed = await verify(acme, {
      ...paid,
      razorpay_payment_id: elsewhere.razorpay_payment_id,
      razorpay_signature: paymentSignature(older.id, elsewhere.razorpay_payment_id, LOCAL_RAZORPAY.keySecret),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.message).toBe(SUBSCRIPTION_MESSAGES.orderMismatch);
  });
});

/** An order once its payment has settled it: paid, or superseded with the refund recorded. */
async function refundedOrPaid(orderId: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const stored = await storedOrder(orderId);
    if (stored?.status === 'paid' || stored?.creditNoteId) return stored;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return storedOrder(orderId);
}

describe('refunds in the history, and credit notes', () => {
  async function refundedPurchase(plan: Plan = 'PROFESSIONAL', cycle: Cycle = 'MONTHLY') {
    const acme = await employerWithCompany();
    const older = await order(acme, plan, cycle);
    const newer = await order(acme, plan, cycle);
    const answer = await verify(acme, await pay(older.id));
    expect(superseded(answer).refunded).toBe(true);
    await verify(acme, await pay(newer.id));
    return { acme, older };
  }

  it('lists a refunded payment in the history beside the subscription, newest first', async () => {
    const { acme, older } = await refundedPurchase();
    const history = await get<SubscriptionHistoryEntry[]>(acme, '/subscriptions/history');
    expect(history).toHaveLength(2);
    const [latest, refund] = history;
    expect(latest).toMatchObject({ plan: 'PROFESSIONAL', isActive: true });
    expect(refund).toMatchObject({
      kind: 'refund',
      plan: 'PROFESSIONAL',
      billingCycle: 'MONTHLY',
      reason: 'replaced',
      amountRefunded: older.amount,
      creditNoteNumber: expect.stringMatching(/^CN\//),
    });
  });

  it('gives members the credit note PDF; other organisations and unknown ids are not found', async () => {
    const { acme, older } = await refundedPurchase();
    const history = await get<SubscriptionHistoryEntry[]>(acme, '/subscriptions/history');
    const refund = history.find((entry) => 'kind' in entry);
    if (!refund || !('kind' in refund)) throw new Error('no refund listed');
    const download = await get<InvoiceDownload>(acme, `/subscriptions/credit-notes/${refund.id}`);
    expect(download.fileName).toBe(`Jobmatch-credit-note-${refund.creditNoteNumber.replace(/\//g, '-')}.pdf`);
    const file = await fetch(download.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    const text = (await pdfText(new Uint8Array(await file.arrayBuffer()))).replace(/\u00a0/g, ' ');
    for (const expected of [
      'CREDIT NOTE',
      refund.creditNoteNumber,
      'Against payment',
      older.id,
      'CGST @ 9%',
      'SGST @ 9%',
      'Total credited',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('TAX INVOICE');
    // Asked again, the kept PDF is served.
    expect((await get<InvoiceDownload>(acme, `/subscriptions/credit-notes/${refund.id}`)).fileName).toBe(
      download.fileName,
    );

    const colleague = await recruiterOf(acme);
    expect(
      (await callApi(`/subscriptions/credit-notes/${refund.id}`, { headers: colleague.headers })).status,
    ).toBe(200);
    const other = await employerWithCompany();
    const refused = await callApi(`/subscriptions/credit-notes/${refund.id}`, { headers: other.headers });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(SUBSCRIPTION_MESSAGES.creditNoteNotFound);
    expect(
      (await callApi(`/subscriptions/credit-notes/${timeOrderedId()}`, { headers: acme.headers })).status,
    ).toBe(404);
    expect(
      (await callApi('/subscriptions/credit-notes/not%20an%20id', { headers: acme.headers })).status,
    ).toBe(404);
    const candidate = await accountOf('USER');
    expect(
      (await callApi(`/subscriptions/credit-notes/${refund.id}`, { headers: candidate.headers })).status,
    ).toBe(403);
  });

  it('charges back IGST to a buyer in another state, as the payment charged it', async () => {
    const deccan = await employerWithCompany();
    const pune = { line: 'Baner Road', city: 'Pune', pincode: '411045', stateCode: '27' };
    const older = await order(deccan, 'BASIC', 'MONTHLY', { billingAddress: pune });
    await order(deccan, 'BASIC', 'MONTHLY', { billingAddress: pune });
    expect(superseded(await verify(deccan, await pay(older.id))).refunded).toBe(true);
    const [note] = await creditNotesOf(deccan.organisationId);
    const download = await get<InvoiceDownload>(deccan, `/subscriptions/credit-notes/${note?.id}`);
    const text = await pdfText(new Uint8Array(await (await fetch(download.downloadUrl)).arrayBuffer()));
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
  });
});
