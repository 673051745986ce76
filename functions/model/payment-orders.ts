import { Entity } from 'electrodb';
import { BILLING_CYCLES, PLAN_CODES } from '../../shared/subscriptions/plans';
import { SUPERSEDED_REASONS } from '../../shared/subscriptions/refunds';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { BILLING_ADDRESS_ATTRIBUTE } from './billing-attributes';

/**
 * created: the provider's order exists and nothing has been paid; paid: a captured payment activated its
 * subscription (set once, in the activation transaction); failed: the last attempt failed. A failed order
 * can still be paid: the provider's checkout lets the buyer try again on the same order. cancelled: a
 * newer order of the organisation replaced it before it was paid (the provider cannot close an order, so
 * it may still be paid; that payment is refunded). superseded: it was paid but no longer made sense when
 * the payment came (ADR 0018, One activation per intent): nothing was activated and the payment is
 * refunded, once, with a credit note.
 */
export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed', 'cancelled', 'superseded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** The orders a payment may still activate: neither paid, nor cancelled, nor superseded. */
export const OPEN_ORDER_STATUSES = ['created', 'failed'] as const satisfies readonly PaymentOrderStatus[];

/**
 * An order the server priced and created at the payment provider, keyed by the provider's order id (what
 * the checkout, the verification and the webhook all name). What it costs and what it buys are decided
 * here, never by what a browser sends back.
 */
export const paymentOrders = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'paymentOrder', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          /** The team admin who placed it. */
          userId: { type: 'string', required: true },
          plan: { type: PLAN_CODES, required: true },
          billingCycle: { type: BILLING_CYCLES, required: true },
          /** The quote's lines, in paise: price, upgrade credit, GST and the total asked of the provider. */
          pricePaise: { type: 'number', required: true },
          creditPaise: { type: 'number', required: true },
          gstPaise: { type: 'number', required: true },
          amount: { type: 'number', required: true },
          currency: { type: ['INR'] as const, required: true },
          /**
           * The active subscription when it was priced (its unused part is the quote's credit): activation
           * requires it to be still the active one and ends it at once. Absent when none was active, and
           * then activation requires that none is.
           */
          replacesSubscriptionId: { type: 'string' },
          /**
           * A renewal's: the term it continues (ADR 0018, Renewals). Activation requires it to be still the
           * organisation's term, not cancelled, not ended and not renewed already; the renewal starts at
           * its end. Never set with replacesSubscriptionId.
           */
          renewsSubscriptionId: { type: 'string' },
          companyName: { type: 'string', required: true },
          gstin: { type: 'string' },
          /** The buyer's billing address; its state is the place of supply. */
          billingAddress: BILLING_ADDRESS_ATTRIBUTE,
          status: { type: PAYMENT_ORDER_STATUSES, required: true },
          /** Set by activation: the payment that paid it and the subscription it bought. */
          paymentId: { type: 'string' },
          subscriptionId: { type: 'string' },
          /** Set when it is superseded (with paymentId), and when its payment was refunded. */
          supersededReason: { type: SUPERSEDED_REASONS },
          /** When the payment that was not used arrived, which the credit note dates the payment by. */
          supersededAt: { type: 'string' },
          refundId: { type: 'string' },
          refundedAt: { type: 'string' },
          /** The credit note of the refund, written with refundId in one transaction (credit-notes.ts). */
          creditNoteId: { type: 'string' },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          /**
           * The organisation's orders, oldest first: a new order cancels the open ones before it. Orders
           * stored before this index have no keys in it and are simply not listed (activation's own
           * conditions still hold them to their intent).
           */
          byOrganisation: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['organisationId'] },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type PaymentOrderItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof paymentOrders>['get']>['go']>>['data']
>;
