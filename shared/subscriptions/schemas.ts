import * as z from 'zod/mini';
import { billingAddressSchema, buyerGstinProblem, optionalGstin } from './billing';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { BILLING_CYCLES, PLAN_CODES } from './plans';
import { ORDER_PURPOSES } from './renewals';

/*
 * Subscriptions and payments (employer-admin-side.md sections 2, 4, 7 and 8): the request bodies. The
 * payment page and the handlers validate with these schemas; their words are in messages.ts.
 */

/**
 * An order: the plan and cycle, what it is for, and who the invoice is billed to. The billing state is the place of
 * supply (CGST + SGST or IGST); a GSTIN, when given, must be valid and registered in that state.
 */
export const createOrderSchema = z
  .object({
    plan: z.enum(PLAN_CODES, { error: SUBSCRIPTION_MESSAGES.planRequired }),
    billingCycle: z.enum(BILLING_CYCLES, { error: SUBSCRIPTION_MESSAGES.planRequired }),
    billingAddress: billingAddressSchema,
    /** Printed on the invoice when given; blank means none. */
    gstin: optionalGstin,
    /**
     * renewal: the next term of the current plan, starting at its end (ADR 0018, Renewals); absent or
     * subscription: a first subscription or an upgrade.
     */
    purpose: z.optional(z.enum(ORDER_PURPOSES, { error: SUBSCRIPTION_MESSAGES.planRequired })),
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
/** notPermitted: the member's team admin withheld the permission to open IT applicants (shared/teams/permissions.ts). */
export const APPLICANT_ACCESS = [
  'full',
  'available',
  'locked',
  'subscriptionRequired',
  'notPermitted',
] as const;
export type ApplicantAccess = (typeof APPLICANT_ACCESS)[number];
