import type { User } from '@shared/auth/user';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import type { BillingCycle, PlanCode } from '@shared/subscriptions/plans';
import type { CreateOrderInput } from '@shared/subscriptions/schemas';
import type { PaymentOrder } from '@shared/subscriptions/types';
import { useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useNavigate } from '@/lib/router';
import { useCreateOrder } from '../api/create-order';
import { useVerifyPayment } from '../api/verify-payment';
import { type CheckoutSuccess, loadCheckout } from '../lib/checkout-script';
import { subscriptionFailureMessage } from '../lib/failure-message';
import { CYCLE_LABELS, planName } from '../lib/format';

/** The checkout's accent: the spec's purple (section 9), the Professional plan's colour. */
const CHECKOUT_PURPLE = '#6d28d9';

/** Who the invoice is billed to: what the payment page asks before the order. */
export type BillingDetails = Pick<CreateOrderInput, 'billingAddress' | 'gstin'>;

/** Where paying stands: idle (the button), working (order, script, checkout open), verifying the result. */
export type CheckoutPhase = 'idle' | 'working' | 'verifying';

/**
 * Paying for a plan (employer-admin-side.md section 4, payment flow): the server opens an order, the
 * provider's checkout script loads on demand and opens on it, and its signed result is verified on the
 * server before the success page. A failed payment, a dismissed checkout or a failed verification each
 * leave the page ready to try again, saying why.
 */
export function useCheckout({
  plan,
  cycle,
  user,
  renewal = false,
}: {
  plan: PlanCode;
  cycle: BillingCycle;
  user: User;
  /** The next term of the current plan (ADR 0018, Renewals) rather than a new subscription or upgrade. */
  renewal?: boolean;
}) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const verifyPayment = useVerifyPayment();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  // The checkout's callbacks outlive renders: they read where paying stands from here.
  const phaseRef = useRef<CheckoutPhase>('idle');

  const moveTo = (next: CheckoutPhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const verify = async (paid: PaymentOrder, response: CheckoutSuccess) => {
    moveTo('verifying');
    try {
      const verified = await verifyPayment.mutateAsync({
        orderId: response.razorpay_order_id,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
        plan: paid.plan,
        billingCycle: paid.billingCycle,
        amountPaid: paid.amount,
      });
      // A payment the order no longer made sense for was refunded: the page says so, and why.
      const refunded = verified.outcome === 'superseded' ? verified.reason : undefined;
      navigate(paths.employer.subscriptionSuccess.getHref(paid.plan, paid.billingCycle, refunded));
    } catch {
      setError(SUBSCRIPTION_MESSAGES.verificationFailed);
      moveTo('idle');
    }
  };

  const pay = async (billing: BillingDetails) => {
    if (phaseRef.current !== 'idle') return;
    setError(null);
    setNotice(null);
    moveTo('working');
    let created: PaymentOrder;
    try {
      created = await createOrder.mutateAsync({
        plan,
        billingCycle: cycle,
        ...billing,
        ...(renewal ? { purpose: 'renewal' as const } : {}),
      });
    } catch (failure) {
      setError(
        subscriptionFailureMessage(failure, SUBSCRIPTION_MESSAGES.initiateFailed, {
          forbidden: SUBSCRIPTION_MESSAGES.adminsOnly,
        }),
      );
      moveTo('idle');
      return;
    }
    setOrder(created);
    try {
      const Checkout = await loadCheckout(created.checkoutScriptUrl);
      const checkout = new Checkout({
        key: created.keyId,
        amount: created.amount,
        currency: created.currency,
        order_id: created.id,
        name: site.name,
        description: `${planName(created.plan)} plan, ${CYCLE_LABELS[created.billingCycle]}`,
        prefill: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
        theme: { color: CHECKOUT_PURPLE },
        handler: (response) => void verify(created, response),
        modal: {
          ondismiss: () => {
            if (phaseRef.current !== 'working') return;
            setNotice(SUBSCRIPTION_MESSAGES.paymentCancelled);
            moveTo('idle');
          },
        },
      });
      checkout.on('payment.failed', () => {
        if (phaseRef.current === 'verifying') return;
        setError(SUBSCRIPTION_MESSAGES.paymentFailed);
        moveTo('idle');
      });
      checkout.open();
    } catch {
      // The provider's script did not load ('Failed to load Razorpay SDK', shown in the spec's words).
      setError(SUBSCRIPTION_MESSAGES.initiateFailed);
      moveTo('idle');
    }
  };

  return { phase, error, notice, order, pay };
}
