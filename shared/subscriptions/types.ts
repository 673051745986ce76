import type { BillingCycle, PlanCode } from './plans';
import type { SupersededReason } from './refunds';

/*
 * The answers of the subscription routes (employer-admin-side.md sections 3 and 7). Amounts are paise.
 * Dates are ISO 8601 instants.
 */

/** GET /subscriptions/plans: the spec's Subscription plan; prices before GST, in paise. */
export interface SubscriptionPlan {
  code: PlanCode;
  name: string;
  description: string;
  monthlyPrice: number;
  quarterlyPrice: number;
  yearlyPrice: number;
  /** IT applications per month; -1 unlimited. */
  applicationLimit: number;
  features: string[];
  recommended: boolean;
}

/** POST /subscriptions/create-order: the spec's Payment order, plus what the checkout needs. */
export interface PaymentOrder {
  /** The provider's order id. */
  id: string;
  /** Total to pay (price - credit + GST), in paise. */
  amount: number;
  currency: 'INR';
  plan: PlanCode;
  billingCycle: BillingCycle;
  pricePaise: number;
  creditPaise: number;
  gstPaise: number;
  /** The provider's public key id the checkout opens with. */
  keyId: string;
  /** The provider's checkout script, loaded on demand (Razorpay's in AWS, the local stand-in's here). */
  checkoutScriptUrl: string;
  /** The organisation's name, which the checkout shows and the invoice prints. */
  companyName: string;
  /** A renewal's: when the term it buys starts (the current term's end); absent: at payment. */
  startsAt?: string;
}

/** The spec's Subscription, as /current and /history answer it. */
export interface Subscription {
  id: string;
  plan: PlanCode;
  billingCycle: BillingCycle;
  /** True from payment until endDate; a subscription past endDate reads false without a job running. */
  isActive: boolean;
  /** Cancelled: it will not be renewed and access ends at endDate. */
  cancelledAt: string | null;
  startDate: string;
  endDate: string;
  /** What was paid, GST included, in paise. */
  amountPaid: number;
  /** IT applications this subscription includes; -1 unlimited. */
  applicationLimit: number;
  applicationsUsed: number;
  createdAt: string;
  /** The invoice of the payment that bought it (GET /subscriptions/{id}/invoice). */
  invoiceNumber: string;
}

/** A renewal bought for the next term, waiting for the current term's end (ADR 0018, Renewals). */
export interface BoughtRenewal {
  id: string;
  plan: PlanCode;
  billingCycle: BillingCycle;
  startDate: string;
  endDate: string;
}

/** GET /subscriptions/current: the current subscription, and its renewal when one is bought. */
export interface CurrentSubscription extends Subscription {
  renewal: BoughtRenewal | null;
}

/** GET /subscriptions/status: the spec's Subscription status. */
export interface SubscriptionStatus {
  hasActiveSubscription: boolean;
  canAccessMoreApplications: boolean;
  /** -1 unlimited; 0 without an active subscription. */
  remainingApplications: number;
}

/**
 * POST /subscriptions/verify-payment: the subscription the payment activated (or had activated), or, when
 * the order no longer made sense by the time it was paid, that it was refunded instead, and why.
 */
export type VerifiedPayment = (Subscription & { outcome: 'activated' }) | SupersededPayment;

export interface SupersededPayment {
  outcome: 'superseded';
  orderId: string;
  plan: PlanCode;
  billingCycle: BillingCycle;
  reason: SupersededReason;
  /** What is given back, GST included, in paise: the whole payment. */
  amountRefunded: number;
  /** False while the provider has not taken the refund yet (it is retried; a mail follows). */
  refunded: boolean;
}

/** A payment that was refunded instead of activating anything, as the history lists it. */
export interface RefundedPayment {
  kind: 'refund';
  /** The credit note's id (GET /subscriptions/credit-notes/{id}). */
  id: string;
  plan: PlanCode;
  billingCycle: BillingCycle;
  reason: SupersededReason;
  amountRefunded: number;
  paidAt: string;
  refundedAt: string;
  creditNoteNumber: string;
}

/** GET /subscriptions/history: subscriptions bought and payments refunded, newest first. */
export type SubscriptionHistoryEntry = Subscription | RefundedPayment;

/**
 * GET /subscriptions/{id}/invoice and GET /subscriptions/credit-notes/{id}: a short-lived link to the
 * invoice's (or credit note's) PDF, saved under fileName.
 */
export interface InvoiceDownload {
  downloadUrl: string;
  fileName: string;
}
