import type { RefundedPayment, Subscription, SupersededPayment } from '../../shared/subscriptions/types';
import type { CreditNoteItem } from '../model/credit-notes';
import type { PaymentOrderItem } from '../model/payment-orders';
import type { SubscriptionItem } from '../model/subscriptions';

/** A stored subscription as the routes answer it; active is decided against `now`, never stored. */
export function toSubscription(item: SubscriptionItem, now: Date): Subscription {
  return {
    id: item.id,
    plan: item.plan,
    billingCycle: item.billingCycle,
    // A renewal is stored when paid and starts at the end of the term it continues.
    isActive: Date.parse(item.startDate) <= now.getTime() && now.getTime() < Date.parse(item.endDate),
    cancelledAt: item.cancelledAt ?? null,
    startDate: item.startDate,
    endDate: item.endDate,
    amountPaid: item.amountPaid,
    applicationLimit: item.applicationLimit,
    applicationsUsed: item.applicationsUsed,
    createdAt: item.createdAt,
    invoiceNumber: item.invoiceNumber,
  };
}

/** A superseded order as the verification answers it: refunded once its credit note is recorded. */
export function toSupersededPayment(order: PaymentOrderItem): SupersededPayment {
  return {
    outcome: 'superseded',
    orderId: order.id,
    plan: order.plan,
    billingCycle: order.billingCycle,
    reason: order.supersededReason,
    amountRefunded: order.amount,
    refunded: Boolean(order.creditNoteId),
  };
}

/** A refunded payment as the history lists it, by its credit note. */
export function toRefundedPayment(note: CreditNoteItem): RefundedPayment {
  return {
    kind: 'refund',
    id: note.id,
    plan: note.plan,
    billingCycle: note.billingCycle,
    reason: note.reason,
    amountRefunded: note.amount,
    paidAt: note.paidAt,
    refundedAt: note.createdAt,
    creditNoteNumber: note.number,
  };
}
