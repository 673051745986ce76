import { Entity } from 'electrodb';
import { BILLING_CYCLES, PLAN_CODES } from '../../shared/subscriptions/plans';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { BILLING_ADDRESS_ATTRIBUTE } from './billing-attributes';

/**
 * created: the provider's order exists and nothing has been paid; paid: a captured payment activated its
 * subscription (set once, in the activation transaction); failed: the last attempt failed. A failed order
 * can still be paid: the provider's checkout lets the buyer try again on the same order.
 */
export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

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
          /** The subscription the quote's credit came from, which activation ends at once. */
          replacesSubscriptionId: { type: 'string' },
          companyName: { type: 'string', required: true },
          gstin: { type: 'string' },
          /** The buyer's billing address; its state is the place of supply. */
          billingAddress: BILLING_ADDRESS_ATTRIBUTE,
          status: { type: PAYMENT_ORDER_STATUSES, required: true },
          /** Set by activation: the payment that paid it and the subscription it bought. */
          paymentId: { type: 'string' },
          subscriptionId: { type: 'string' },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

export type PaymentOrderItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof paymentOrders>['get']>['go']>>['data']
>;
