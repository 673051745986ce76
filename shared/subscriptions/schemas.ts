import * as z from 'zod/mini';
import { billingAddressSchema, buyerGstinProblem, optionalGstin } from './billing';
import { GSTIN_MESSAGES } from './gst';
import { BILLING_CYCLES, PLAN_CODES } from './plans';

/*
 * Subscriptions and payments (employer-admin-side.md sections 2, 4, 7 and 8): request bodies and the
 * words the pages and handlers say. The payment page and the handlers validate with these schemas.
 */

export const SUBSCRIPTION_MESSAGES = {
  title: 'Choose Your Plan',
  employersOnly: 'Subscription plans are only available for employers.',
  planRequired: 'Please select a plan and ensure you are logged in',
  noPlanSelected: 'No plan selected',
  plansFailed: 'Failed to load pricing plans',
  checkoutFailed: 'Failed to load Razorpay SDK',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentCancelled: 'Payment was cancelled. You have not been charged.',
  dataFailed: 'Failed to load subscription data',
  cancelConfirm:
    'Are you sure you want to cancel your subscription? You will keep access until the end of your current billing period, then lose access to IT applicants.',
  cancelled:
    'Your subscription has been cancelled. You will keep access until the end of your current billing period.',
  cancelFailed: 'Failed to cancel subscription. Please contact support.',
  noActive: 'No Active Subscription',
  noHistory: 'No subscription history found',
  nonItFree: 'Non-IT Jobs Remain Free!',
  // Server refusals (4xx) with their own words.
  alreadySubscribed:
    'You already have an active subscription to this plan or a higher one. Upgrade to a higher plan instead.',
  contactSales: 'The Enterprise plan is sold by our sales team. Please contact sales.',
  orderNotFound: 'This payment order was not found.',
  orderMismatch: 'This payment does not match its order.',
  signatureInvalid: 'Payment verification failed. Please contact support.',
  nothingToCancel: 'You have no active subscription to cancel.',
  alreadyCancelled: 'This subscription is already cancelled.',
  invoiceNotFound: 'This invoice was not found.',
  organisationRequired: 'Only verified employers with an organisation can subscribe.',
  adminsOnly: "Only your organization's team admins can buy or cancel a subscription.",
  creditCoversPrice:
    'The unused part of your current plan covers this price. Choose a longer billing cycle to upgrade.',
  gstinInvalid: GSTIN_MESSAGES.format,
  // The IT applicant rule (pricing FAQ).
  itLocked: 'You have used all IT applications in your plan. Upgrade your plan to view more IT applicants.',
  itSubscriptionRequired: 'Viewing applicants for IT jobs needs a subscription. Non-IT jobs remain free.',
} as const;

/**
 * An order: the plan and cycle, and who the invoice is billed to. The billing state is the place of
 * supply (CGST + SGST or IGST); a GSTIN, when given, must be valid and registered in that state.
 */
export const createOrderSchema = z
  .object({
    plan: z.enum(PLAN_CODES, { error: SUBSCRIPTION_MESSAGES.planRequired }),
    billingCycle: z.enum(BILLING_CYCLES, { error: SUBSCRIPTION_MESSAGES.planRequired }),
    billingAddress: billingAddressSchema,
    /** Printed on the invoice when given; blank means none. */
    gstin: optionalGstin,
  })
  .check(
    z.superRefine((order, ctx) => {
      const problem = buyerGstinProblem(order.gstin, order.billingAddress.stateCode);
      if (problem) ctx.issues.push({ code: 'custom', input: order.gstin, path: ['gstin'], message: problem });
    }),
  );
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

const providerId = (prefix: string) =>
  z
    .string({ error: SUBSCRIPTION_MESSAGES.orderMismatch })
    .check(
      z.trim(),
      z.regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), SUBSCRIPTION_MESSAGES.orderMismatch),
    );

/**
 * The spec's Payment verification payload. plan, billingCycle and amountPaid are accepted for the old
 * client's shape but never trusted: the stored order decides what was bought and for how much.
 */
export const verifyPaymentSchema = z.object({
  orderId: providerId('order'),
  paymentId: providerId('pay'),
  signature: z
    .string({ error: SUBSCRIPTION_MESSAGES.signatureInvalid })
    .check(z.regex(/^[0-9a-f]{64}$/, SUBSCRIPTION_MESSAGES.signatureInvalid)),
  plan: z.optional(z.enum(PLAN_CODES)),
  billingCycle: z.optional(z.enum(BILLING_CYCLES)),
  amountPaid: z.optional(z.number()),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/**
 * How an employer sees an application to an IT job (the pricing FAQ's rule), on every pipeline answer:
 * - full: a non-IT job, or an IT application opened under the active subscription;
 * - available: IT, not opened yet, the subscription has applications left (opening counts one);
 * - locked: IT, not opened, the allowance is used up (upgrade prompt);
 * - subscriptionRequired: IT, no active subscription (counts only).
 */
export const APPLICANT_ACCESS = ['full', 'available', 'locked', 'subscriptionRequired'] as const;
export type ApplicantAccess = (typeof APPLICANT_ACCESS)[number];
