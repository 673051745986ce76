import { GSTIN_MESSAGES } from './gst';

/*
 * The words of subscriptions and payments (employer-admin-side.md sections 2, 4, 7 and 8) that the pages,
 * mails and handlers say: apart from the schemas, so a page that only speaks them loads no validator.
 */
export const SUBSCRIPTION_MESSAGES = {
  title: 'Choose Your Plan',
  employersOnly: 'Subscription plans are only available for employers.',
  planRequired: 'Please select a plan and ensure you are logged in',
  noPlanSelected: 'No plan selected',
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
  creditNoteNotFound: 'This credit note was not found.',
  organisationRequired: 'Only verified employers with an organisation can subscribe.',
  adminsOnly: "Only your organization's team admins can buy or cancel a subscription.",
  creditCoversPrice:
    'The unused part of your current plan covers this price. Choose a longer billing cycle to upgrade.',
  gstinInvalid: GSTIN_MESSAGES.format,
  // Renewals (ADR 0018, Renewals).
  nothingToRenew: 'You have no active paid subscription to renew. Choose a plan instead.',
  renewCancelled: 'This subscription is cancelled, so it will not be renewed. Choose a plan when it ends.',
  alreadyRenewed: 'Your plan is already renewed for its next term.',
  renewSamePlan:
    'A renewal continues your current plan. To change plans, upgrade or choose a plan when it ends.',
  upgradeAfterRenewal:
    'Your plan is already renewed for its next term. You can upgrade once the renewed term has started.',
  cancelRenewed:
    'Your plan is already renewed for its next term, so it cannot be cancelled here. Please contact support to cancel the renewal; its payment is refunded in full.',
  // The IT applicant rule (pricing FAQ).
  itLocked: 'You have used all IT applications in your plan. Upgrade your plan to view more IT applicants.',
  itSubscriptionRequired: 'Viewing applicants for IT jobs needs a subscription. Non-IT jobs remain free.',
} as const;
