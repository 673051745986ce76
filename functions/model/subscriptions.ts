import { Entity } from 'electrodb';
import { indianDay } from '../../shared/dates';
import type { BillingAddress, Seller } from '../../shared/subscriptions/billing';
import {
  BILLING_CYCLES,
  type BillingCycle,
  PLAN_CODES,
  type PlanCode,
} from '../../shared/subscriptions/plans';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { BILLING_ADDRESS_ATTRIBUTE, SELLER_ATTRIBUTE } from './billing-attributes';

/**
 * A paid subscription: one per payment that activated. Kept in the organisation's partition, sorted by
 * its time-ordered id, so the history is one query; the organisation item carries the current one's term
 * (organisations/entities.ts). applicationsUsed is a counter moved only by conditional writes (usage.ts).
 */
export const subscriptions = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'subscription', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          id: { type: 'string', required: true },
          plan: { type: PLAN_CODES, required: true },
          billingCycle: { type: BILLING_CYCLES, required: true },
          startDate: { type: 'string', required: true },
          /** Access ends here; an upgrade moves it to the moment the new subscription started. */
          endDate: { type: 'string', required: true },
          /**
           * The day in India (YYYY-MM-DD) the subscription ends, derived from endDate on every write of it,
           * so the renewal reminder finds a day's ending terms with one query (endingOn).
           */
          endsOn: {
            type: 'string',
            watch: ['endDate'],
            set: (_, { endDate }) => (endDate ? indianDay(String(endDate)) : undefined),
          },
          /** Price, upgrade credit and GST before the total, in paise: the invoice's lines. */
          pricePaise: { type: 'number', required: true },
          creditPaise: { type: 'number', required: true },
          gstPaise: { type: 'number', required: true },
          /** The total the payment captured, GST included, in paise. */
          amountPaid: { type: 'number', required: true },
          /** IT applications included; -1 unlimited. */
          applicationLimit: { type: 'number', required: true },
          applicationsUsed: { type: 'number', required: true, default: 0 },
          cancelledAt: { type: 'string' },
          /** The GST invoice's number, consecutive per financial year (invoice-numbers.ts). */
          invoiceNumber: { type: 'string', required: true },
          /** The invoice PDF's object key in the uploads bucket, once it was made. */
          invoiceKey: { type: 'string' },
          orderId: { type: 'string', required: true },
          paymentId: { type: 'string', required: true },
          /** Who paid: the receipt goes to them. */
          buyerId: { type: 'string', required: true },
          companyName: { type: 'string', required: true },
          gstin: { type: 'string' },
          /** Copied from the order; absent only on subscriptions bought before it was asked. */
          billingAddress: BILLING_ADDRESS_ATTRIBUTE,
          /** The seller as the stage configured it at activation, which the invoice prints. */
          seller: SELLER_ATTRIBUTE,
          createdAt: { type: 'string', required: true },
          /** The receipt mailer's claim: set before it mails, so a redelivered event mails nothing. */
          receiptMailedAt: { type: 'string' },
          /** The renewal reminder's claim: set before it mails, so each term is reminded once. */
          reminderMailedAt: { type: 'string' },
        },
        indexes: {
          byOrganisation: {
            pk: { field: 'pk', composite: ['organisationId'] },
            sk: { field: 'sk', composite: ['id'] },
          },
          /**
           * Also listed in the organisation's partition of gsi2, where the applications are too, so the
           * pipeline reads the current subscription (the newest) with its applications in one query (ADR
           * 0017). Set when the subscription is created; every later write of it keeps the keys.
           */
          listedWithOrganisation: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['organisationId'] },
            sk: { field: 'gsi2sk', composite: ['id'] },
          },
          /**
           * Every subscription by the day it ends, for the daily renewal reminder (ADR 0018): a query a
           * day, no scan. Its keys follow endDate (endsOn watches it). Subscriptions written before the
           * index have no keys here and get no reminder mail (the manage page still shows the notice).
           */
          endingOn: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['endsOn'] },
            sk: { field: 'gsi1sk', composite: ['organisationId', 'id'] },
          },
        },
      },
      entityConfig(),
    ),
);

/** A stored subscription, as the entity reads it. */
export interface SubscriptionItem {
  organisationId: string;
  id: string;
  plan: PlanCode;
  billingCycle: BillingCycle;
  startDate: string;
  endDate: string;
  pricePaise: number;
  creditPaise: number;
  gstPaise: number;
  amountPaid: number;
  applicationLimit: number;
  applicationsUsed: number;
  cancelledAt?: string;
  invoiceNumber: string;
  invoiceKey?: string;
  orderId: string;
  paymentId: string;
  buyerId: string;
  companyName: string;
  gstin?: string;
  billingAddress?: BillingAddress;
  seller?: Seller;
  createdAt: string;
  receiptMailedAt?: string;
  /** Set by the entity from endDate. */
  endsOn?: string;
  reminderMailedAt?: string;
}
