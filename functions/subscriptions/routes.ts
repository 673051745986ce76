import { PAYMENT_REFUNDED, SUBSCRIPTION_ACTIVATED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const subscriptionsApi: FunctionSpec = {
  name: 'subscriptions-api',
  entry: 'subscriptions/entry',
  // Reads the plan table, the organisation's subscriptions and usage; cancels (a write of the
  // subscription and the organisation's term). Neither the provider's SDK and secrets nor files.
  access: { table: 'readwrite' },
};

const paymentsApi: FunctionSpec = {
  name: 'payments-api',
  entry: 'subscriptions/payments-entry',
  // Prices and opens orders at the provider and checks payments with it; writes orders, subscriptions,
  // the organisation's term and invoice numbers; refunds payments of orders that no longer made sense,
  // with their credit notes; announces each activation and refund for the mailer.
  access: { table: 'readwrite', events: true, paymentProvider: true, seller: true },
};

const invoicesApi: FunctionSpec = {
  name: 'invoices-api',
  entry: 'subscriptions/invoice-entry',
  // Draws a subscription's GST invoice, or a refund's credit note (pdf-lib), on its first download, keeps
  // it in the uploads bucket and records its key; hands out links to it.
  // The seller's registration for subscriptions bought before it was recorded on each one.
  access: { table: 'readwrite', uploads: 'readwrite', seller: true },
};

const paymentWebhook: FunctionSpec = {
  name: 'payment-webhook',
  entry: 'subscriptions/webhook-entry',
  // Checks the provider's signature (webhook secret) and activates or fails orders, or refunds a payment
  // of an order that no longer made sense (with its credit note); no files, no mail.
  access: { table: 'readwrite', events: true, paymentProvider: true, seller: true },
};

const receiptMailer: FunctionSpec = {
  name: 'subscription-receipt-mailer',
  entry: 'subscriptions/notify',
  // Claims the receipt on the subscription (or the notice on a refund's credit note), then mails the buyer
  // (with a link to the manage page).
  access: { table: 'readwrite', mail: true, siteOrigin: true },
};

const renewalReminders: FunctionSpec = {
  name: 'subscription-renewal-reminders',
  entry: 'subscriptions/renewal-reminders-handler',
  // Reads the terms ending in the next days (an index query per day), the organisations and their team
  // admins; claims each reminder per person, then mails it with a link to renew and a signed unsubscribe link.
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
  timeoutSeconds: 300,
};

/*
 * Members of an organisation read its subscription; its team admins buy and cancel (the service says
 * which, ADR 0018). The plan table is public, as the pricing page is. The webhook is public to the route
 * guard: the provider signs it instead, and the handler refuses anything unsigned.
 */
export const subscriptionRoutes: RouteSpec[] = [
  { method: 'GET', path: '/subscriptions/plans', fn: subscriptionsApi, audience: 'public' },
  { method: 'GET', path: '/subscriptions/current', fn: subscriptionsApi, audience: 'approvedEmployer' },
  { method: 'GET', path: '/subscriptions/history', fn: subscriptionsApi, audience: 'approvedEmployer' },
  { method: 'GET', path: '/subscriptions/status', fn: subscriptionsApi, audience: 'approvedEmployer' },
  {
    method: 'POST',
    path: '/subscriptions/create-order',
    fn: paymentsApi,
    audience: 'approvedEmployer',
    rateLimit: 'paymentOrder',
  },
  {
    method: 'POST',
    path: '/subscriptions/verify-payment',
    fn: paymentsApi,
    audience: 'approvedEmployer',
  },
  { method: 'POST', path: '/subscriptions/cancel', fn: subscriptionsApi, audience: 'approvedEmployer' },
  {
    method: 'GET',
    path: '/subscriptions/{id}/invoice',
    fn: invoicesApi,
    audience: 'approvedEmployer',
  },
  {
    method: 'GET',
    path: '/subscriptions/credit-notes/{id}',
    fn: invoicesApi,
    audience: 'approvedEmployer',
  },
  { method: 'POST', path: '/payments/razorpay/webhook', fn: paymentWebhook, audience: 'public' },
];

export const subscriptionEventRules: EventRuleSpec[] = [
  {
    // One rule for both of the mailer's events: a rule and its invoke permission are two of the stage
    // stack's last few resources (ADR 0002).
    name: 'subscription-activated',
    source: EVENT_SOURCE,
    detailType: SUBSCRIPTION_ACTIVATED,
    alsoDetailTypes: [PAYMENT_REFUNDED],
    fn: receiptMailer,
  },
];

export const subscriptionSchedules: ScheduleSpec[] = [
  {
    // Daily at 03:30 UTC, 9:00 in India: the reminder arrives in the working day (ADR 0018, Renewals).
    name: 'subscription-renewal-reminders',
    schedule: 'cron(30 3 * * ? *)',
    fn: renewalReminders,
  },
];
