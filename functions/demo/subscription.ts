import { quoteOrder } from '../../shared/subscriptions/quote';
import { organisations } from '../model/organisations';
import { paymentOrders } from '../model/payment-orders';
import { activateOrder } from '../model/subscription-activation';
import type { DemoAccount } from './seed';

/** The demo employer's organisation (Acme Tech, hiring@acmetech.in), made by the demo marketplace. */
export const DEMO_ENTERPRISE_ORGANISATION = 'org-acme-tech';

/** Acme Tech bills to Bengaluru, in the local seller's state: its invoice shows CGST and SGST. */
const DEMO_BILLING_ADDRESS = {
  line: '4th Floor, 80 Feet Road, Koramangala',
  city: 'Bengaluru',
  pincode: '560034',
  stateCode: '29',
};

/** The demo order and payment, in the provider's id shapes; nothing was charged anywhere. */
const DEMO_ORDER_ID = 'order_DemoAcmeTech0001';
const DEMO_PAYMENT_ID = 'pay_DemoAcmeTech0001';

/**
 * Acme Tech holds an active Enterprise yearly subscription, so its team page, unlimited IT applicants and
 * manage page (history, invoice) can be tried at once. It is bought as a paid order would be: a stored
 * order, activated by the same function the verification and the webhook use (invoice number, term,
 * receipt). Idempotent: once the demo order is paid, nothing is written again.
 */
export async function seedDemoSubscription(now = new Date()): Promise<DemoAccount[]> {
  const { data: organisation } = await organisations().get({ id: DEMO_ENTERPRISE_ORGANISATION }).go();
  if (!organisation) return [];
  const { data: existing } = await paymentOrders().get({ id: DEMO_ORDER_ID }).go();
  // Paid once (or, had the organisation bought a plan of its own first, superseded): nothing to do.
  if (existing && existing.status !== 'created') return [];
  let order = existing;
  if (!order) {
    const quote = quoteOrder('ENTERPRISE', 'YEARLY', null, now);
    const at = now.toISOString();
    ({ data: order } = await paymentOrders()
      .create({
        id: DEMO_ORDER_ID,
        organisationId: organisation.id,
        userId: organisation.ownerId,
        plan: quote.plan,
        billingCycle: quote.billingCycle,
        pricePaise: quote.pricePaise,
        creditPaise: quote.creditPaise,
        gstPaise: quote.gstPaise,
        amount: quote.totalPaise,
        currency: 'INR',
        companyName: organisation.name,
        billingAddress: DEMO_BILLING_ADDRESS,
        status: 'created',
        createdAt: at,
        updatedAt: at,
      })
      .go());
  }
  await activateOrder(order, DEMO_PAYMENT_ID, now);
  return [];
}
