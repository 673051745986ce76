import { formatInr } from '../../shared/subscriptions/money';
import { PLAN_CATALOGUE } from '../../shared/subscriptions/plans';
import { REFUND_MESSAGES, SUPERSEDED_REASON_TEXT } from '../../shared/subscriptions/refunds';
import { findUserById } from '../model/accounts';
import { type CreditNoteItem, creditNotes } from '../model/credit-notes';
import type { PaymentRefundedDetail } from '../model/events';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { CYCLE_LABELS, longDate } from './amounts';
import { MANAGE_PATH } from './receipt-mail';

/** The buyer's mail of a refunded payment: what was paid, that nothing was activated, why, and the credit note. */
export function refundMail(note: CreditNoteItem, buyerName: string, siteOrigin: string) {
  const plan = PLAN_CATALOGUE[note.plan];
  return {
    subject: `Your Jobmatch payment of ${formatInr(note.amount)} was refunded (credit note ${note.number})`,
    text: [
      `Hello ${buyerName},`,
      '',
      `We received your payment of ${formatInr(note.amount)} for the ${plan.name} plan (${CYCLE_LABELS[note.billingCycle]}) for ${note.companyName} on ${longDate(note.paidAt)}.`,
      `${REFUND_MESSAGES.summary} ${SUPERSEDED_REASON_TEXT[note.reason]}`,
      '',
      `Amount refunded: ${formatInr(note.amount)} (GST included)`,
      `Payment: ${note.paymentId}`,
      `Refund reference: ${note.refundId}`,
      `Credit note number: ${note.number}`,
      '',
      REFUND_MESSAGES.timing,
      `See your subscription and download the credit note: ${siteOrigin}${MANAGE_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/**
 * Mails the buyer of a refunded payment, once: the credit note is claimed (mailedAt) before the mail goes,
 * on the condition that nobody claimed it, so a redelivered event mails nothing. If the mail fails the
 * claim is given back and the error thrown, so the event's retry mails it (as the receipt does).
 */
export async function mailRefund(detail: PaymentRefundedDetail, now = new Date()): Promise<void> {
  const key = { organisationId: detail.organisationId, id: detail.creditNoteId };
  const claimed = await creditNotes()
    .patch(key)
    .set({ mailedAt: now.toISOString() })
    .where((attributes, { notExists }) => notExists(attributes.mailedAt))
    .go({ response: 'all_new' })
    .then((result) => result.data as CreditNoteItem)
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) return undefined;
      throw error;
    });
  if (!claimed) {
    logger.info('Refund already mailed', { ...detail });
    return;
  }
  const buyer = await findUserById(claimed.buyerId);
  if (!buyer) {
    logger.info('Refund not mailed: the buyer has no account any more', { ...detail });
    return;
  }
  try {
    await sendMail({ to: buyer.email, ...refundMail(claimed, buyer.firstName, config.siteOrigin) });
  } catch (error) {
    await creditNotes()
      .patch(key)
      .remove(['mailedAt'])
      .go()
      .catch(() => undefined);
    throw error;
  }
}
