import { SUBSCRIPTION_MESSAGES } from '../subscriptions/messages';

/*
 * Why the server refuses an employer an IT applicant (the pricing FAQ's rule), by code, so the page shows
 * the matching prompt: plans for an organisation without a subscription, an upgrade past the limit.
 */
export const APPLICANT_REFUSALS = {
  /** 402: IT applicants need an active subscription (View Plans). */
  IT_SUBSCRIPTION_REQUIRED: SUBSCRIPTION_MESSAGES.itSubscriptionRequired,
  /** 402: the subscription's IT applications are used up (Upgrade Plan). */
  IT_LOCKED: SUBSCRIPTION_MESSAGES.itLocked,
  /** 403: allowed, but not opened yet: POST /applications/{id}/open first (it uses one application). */
  IT_NOT_OPENED: 'Open this application first. Opening it uses one of your remaining IT applications.',
} as const;
export type ApplicantRefusalCode = keyof typeof APPLICANT_REFUSALS;

/** 'Payment required': what the subscription pays for is used up or missing. */
export const PAYMENT_REQUIRED = 402;
