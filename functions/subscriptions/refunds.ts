import { createWriteTransaction } from 'electrodb';
import { type CreditNoteItem, creditNoteCounters, creditNotes } from '../model/credit-notes';
import { PAYMENT_REFUNDED, type PaymentRefundedDetail } from '../model/events';
import { creditNoteNumber, financialYearOf } from '../model/invoice-numbers';
import { type PaymentOrderItem, paymentOrders } from '../model/payment-orders';
import { sellerOf } from '../model/seller';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import {
  PaymentProviderError,
  type ProviderRefund,
  providerRefundsOf,
  refundProviderPayment,
} from './razorpay';

const ATTEMPTS = 8;

/** What the provider has given back of a payment so far, and the refunds that did it. */
async function refundedSoFar(paymentId: string) {
  const refunds = (await providerRefundsOf(paymentId)).filter((refund) => refund.status !== 'failed');
  return { refunds, paise: refunds.reduce((sum, refund) => sum + refund.amount, 0) };
}

/**
 * Gives a superseded order's payment back in full, once however often it is asked. The provider is the
 * record: what it has refunded already is not refunded again, and it refuses any refund beyond the
 * payment, so two callers at the same moment make one refund between them (the loser reads it back).
 */
async function refundInFull(order: PaymentOrderItem): Promise<ProviderRefund> {
  const paymentId = order.paymentId as string;
  let state = await refundedSoFar(paymentId);
  if (state.paise < order.amount) {
    try {
      return await refundProviderPayment(paymentId, {
        amount: order.amount - state.paise,
        receipt: order.id,
        notes: { organisationId: order.organisationId, orderId: order.id, reason: order.supersededReason },
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.statusCode !== 400) throw error;
      state = await refundedSoFar(paymentId);
      if (state.paise < order.amount) throw error;
    }
  }
  const refund = state.refunds.find((made) => made.receipt === order.id) ?? state.refunds[0];
  if (!refund) throw new Error(`Payment ${paymentId} reads refunded with no refund`);
  return refund;
}

/** The credit note of a refund: the whole payment reversed, with the order's lines and parties. */
function creditNoteOf(
  order: PaymentOrderItem,
  refund: ProviderRefund,
  number: string,
  now: Date,
): CreditNoteItem {
  const at = now.toISOString();
  return {
    organisationId: order.organisationId,
    id: timeOrderedId(now.getTime()),
    number,
    orderId: order.id,
    paymentId: order.paymentId,
    refundId: refund.id,
    reason: order.supersededReason,
    plan: order.plan,
    billingCycle: order.billingCycle,
    pricePaise: order.pricePaise,
    creditPaise: order.creditPaise,
    gstPaise: order.gstPaise,
    amount: order.amount,
    paidAt: order.supersededAt ?? order.updatedAt,
    buyerId: order.userId,
    companyName: order.companyName,
    ...(order.gstin ? { gstin: order.gstin } : {}),
    ...(order.billingAddress ? { billingAddress: order.billingAddress } : {}),
    seller: sellerOf(),
    createdAt: at,
  };
}

/**
 * Records a refund on its order with its credit note, once: one transaction sets the order's refund and
 * credit note (on the condition that none is recorded), writes the credit note with the next number of
 * the financial year's credit note series (the counter moved on the condition that it still reads what
 * we read), and the buyer's mail is asked for. Whoever records it second reads the first one's record.
 */
async function recordRefund(order: PaymentOrderItem, refund: ProviderRefund, now: Date) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const financialYear = financialYearOf(now);
    const { data: counter } = await creditNoteCounters().get({ financialYear }).go({ consistent: true });
    const sequence = (counter?.lastNumber ?? 0) + 1;
    const note = creditNoteOf(order, refund, creditNoteNumber(financialYear, sequence), now);
    const at = now.toISOString();
    const { canceled, data } = await createWriteTransaction(
      { order: paymentOrders(), note: creditNotes(), counter: creditNoteCounters() },
      (e) => [
        e.order
          .patch({ id: order.id })
          .set({ refundId: refund.id, refundedAt: at, creditNoteId: note.id, updatedAt: at })
          .where(
            (attributes, { eq, notExists }) =>
              `${eq(attributes.status, 'superseded')} AND ${notExists(attributes.creditNoteId)}`,
          )
          .commit(),
        e.note.create(note).commit(),
        counter
          ? e.counter
              .patch({ financialYear })
              .set({ lastNumber: sequence })
              .where((attributes, { eq }) => eq(attributes.lastNumber, counter.lastNumber))
              .commit()
          : e.counter.create({ financialYear, lastNumber: sequence }).commit(),
      ],
    ).go();
    if (!canceled) {
      await announce({ organisationId: order.organisationId, creditNoteId: note.id });
      return;
    }
    // Recorded by the other caller: nothing more to do.
    if (data[0]?.rejected && data[0].code === 'ConditionalCheckFailed') return;
    await new Promise((resolve) => setTimeout(resolve, 15 * attempt + Math.random() * 40));
  }
  throw new Error(`The refund of order ${order.id} could not be recorded: kept meeting other writes`);
}

/**
 * Settles a superseded order: its payment refunded in full at the provider, the refund recorded with a
 * credit note, and the buyer told, each exactly once whoever calls (verification, webhook, a replay of
 * either). Answers the order as it then stands. A provider failure is thrown: the webhook's retry, or
 * the buyer's, settles it later.
 */
export async function settleSupersededOrder(orderId: string, now = new Date()): Promise<PaymentOrderItem> {
  const read = async () => {
    const { data } = await paymentOrders().get({ id: orderId }).go({ consistent: true });
    if (data?.status !== 'superseded' || !data.paymentId)
      throw new Error(`Order ${orderId} is not a superseded payment`);
    return data;
  };
  const order = await read();
  if (order.creditNoteId) return order;
  const refund = await refundInFull(order);
  await recordRefund(order, refund, now);
  return read();
}

/**
 * Asks for the buyer's mail. The refund stands whatever happens here: if the bus refuses the event, the
 * mail is lost and the failure logged for support, as with the receipt.
 */
async function announce(detail: PaymentRefundedDetail): Promise<void> {
  try {
    await publishEvent(PAYMENT_REFUNDED, { ...detail });
  } catch (error) {
    logger.error('Refund event not published', { ...detail, error: String(error) });
  }
}
