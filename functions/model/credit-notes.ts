import { Entity } from 'electrodb';
import type { BillingAddress, Seller } from '../../shared/subscriptions/billing';
import {
  BILLING_CYCLES,
  type BillingCycle,
  PLAN_CODES,
  type PlanCode,
} from '../../shared/subscriptions/plans';
import { SUPERSEDED_REASONS, type SupersededReason } from '../../shared/subscriptions/refunds';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { BILLING_ADDRESS_ATTRIBUTE, SELLER_ATTRIBUTE } from './billing-attributes';

/**
 * A credit note: the tax document of a refund (ADR 0018, Credit notes). One per refunded payment, written
 * in the transaction that records the refund on its order, with the next number of the financial year's
 * credit note series. It reverses the payment's whole amount with the same tax lines, and names the
 * invoice it reverses or, for a payment that was never invoiced, the payment and its order. Kept in the
 * organisation's partition, time-ordered, so its history lists them in one query.
 */
export const creditNotes = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'creditNote', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          id: { type: 'string', required: true },
          /** CN/26-27/000001: its own series, consecutive per financial year (invoice-numbers.ts). */
          number: { type: 'string', required: true },
          orderId: { type: 'string', required: true },
          paymentId: { type: 'string', required: true },
          refundId: { type: 'string', required: true },
          /** The invoice it reverses, when the payment was invoiced. */
          invoiceNumber: { type: 'string' },
          invoiceDate: { type: 'string' },
          reason: { type: SUPERSEDED_REASONS, required: true },
          plan: { type: PLAN_CODES, required: true },
          billingCycle: { type: BILLING_CYCLES, required: true },
          /** The payment's lines, reversed in full, in paise; amount is what was refunded. */
          pricePaise: { type: 'number', required: true },
          creditPaise: { type: 'number', required: true },
          gstPaise: { type: 'number', required: true },
          amount: { type: 'number', required: true },
          /** When the payment was received: the order's last change before it was superseded. */
          paidAt: { type: 'string', required: true },
          buyerId: { type: 'string', required: true },
          companyName: { type: 'string', required: true },
          gstin: { type: 'string' },
          billingAddress: BILLING_ADDRESS_ATTRIBUTE,
          seller: { ...SELLER_ATTRIBUTE, required: true },
          createdAt: { type: 'string', required: true },
          /** The PDF's object key in the uploads bucket, once it was drawn. */
          fileKey: { type: 'string' },
          /** The refund mailer's claim: set before it mails, so a redelivered event mails nothing. */
          mailedAt: { type: 'string' },
        },
        indexes: {
          byOrganisation: {
            pk: { field: 'pk', composite: ['organisationId'] },
            sk: { field: 'sk', composite: ['id'] },
          },
        },
      },
      entityConfig(),
    ),
);

/** A stored credit note, as the entity reads it. */
export interface CreditNoteItem {
  organisationId: string;
  id: string;
  number: string;
  orderId: string;
  paymentId: string;
  refundId: string;
  invoiceNumber?: string;
  invoiceDate?: string;
  reason: SupersededReason;
  plan: PlanCode;
  billingCycle: BillingCycle;
  pricePaise: number;
  creditPaise: number;
  gstPaise: number;
  amount: number;
  paidAt: string;
  buyerId: string;
  companyName: string;
  gstin?: string;
  billingAddress?: BillingAddress;
  seller: Seller;
  createdAt: string;
  fileKey?: string;
  mailedAt?: string;
}

/**
 * The last credit note number issued in a financial year: a series of its own beside the invoices'
 * (invoice-counters.ts), moved from n to n + 1 only in the transaction that issues a credit note, on the
 * condition that it still reads n.
 */
export const creditNoteCounters = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'creditNoteCounter', version: '1', service: SERVICE },
        attributes: {
          financialYear: { type: 'string', required: true },
          lastNumber: { type: 'number', required: true },
        },
        indexes: {
          byYear: { pk: { field: 'pk', composite: ['financialYear'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);
