import type { BillingCycle, PlanCode } from './plans';

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

/** GET /subscriptions/status: the spec's Subscription status. */
export interface SubscriptionStatus {
  hasActiveSubscription: boolean;
  canAccessMoreApplications: boolean;
  /** -1 unlimited; 0 without an active subscription. */
  remainingApplications: number;
}

/** POST /subscriptions/verify-payment answers the subscription it activated (or had activated). */
export type VerifiedPayment = Subscription;

/** GET /subscriptions/{id}/invoice: a short-lived link to the invoice PDF, saved under fileName. */
export interface InvoiceDownload {
  downloadUrl: string;
  fileName: string;
}
