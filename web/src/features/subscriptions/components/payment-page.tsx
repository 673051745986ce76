import type { User } from '@shared/auth/user';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { formatInr } from '@shared/subscriptions/money';
import { type BillingCycle, PLAN_CATALOGUE, type PlanCode, planRank } from '@shared/subscriptions/plans';
import { type OrderQuote, quoteOrder } from '@shared/subscriptions/quote';
import { renewalPeriod } from '@shared/subscriptions/renewals';
import type { Subscription } from '@shared/subscriptions/types';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSearchParams } from '@/lib/router';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { useCheckout } from '../hooks/use-checkout';
import { formatLongDate, isBillingCycle, isPlanCode } from '../lib/format';
import { BillingDetailsForm } from './billing-details-form';
import { OrderSummary } from './order-summary';
import styles from './subscription.module.css';

function NoPlanSelected() {
  return (
    <section className={`${styles.card} ${styles.state}`} aria-labelledby="no-plan-title">
      <h2 id="no-plan-title" className={styles.cardTitle}>
        {SUBSCRIPTION_MESSAGES.noPlanSelected}
      </h2>
      <p>Choose a plan and billing cycle on the pricing page first.</p>
      <ButtonLink to={paths.employer.pricing.getHref()}>View Plans</ButtonLink>
    </section>
  );
}

/**
 * What the order will cost before it exists: the server prices it the same way from the same table
 * (shared/subscriptions/quote), so this is what the checkout will ask, to the paisa or within the
 * seconds of upgrade credit that pass meanwhile. Once the order exists its own figures are shown.
 */
function estimate(plan: PlanCode, cycle: BillingCycle, current: Subscription | null): OrderQuote {
  const term =
    current?.isActive === true
      ? {
          plan: current.plan,
          pricePaise: PLAN_CATALOGUE[current.plan].pricePaise[current.billingCycle],
          startDate: current.startDate,
          endDate: current.endDate,
        }
      : null;
  return quoteOrder(plan, cycle, term, new Date());
}

function Checkout({
  user,
  plan,
  cycle,
  renewal,
}: {
  user: User;
  plan: PlanCode;
  cycle: BillingCycle;
  renewal: boolean;
}) {
  const current = useCurrentSubscription();
  const checkout = useCheckout({ plan, cycle, user, renewal });

  if (current.isPending) return <Spinner label="Loading your order..." />;
  if (current.isError) return <ErrorAlert>{SUBSCRIPTION_MESSAGES.dataFailed}</ErrorAlert>;
  const active = current.data?.isActive ? current.data : null;
  // The next term of the current plan, from its end, at full price (ADR 0018, Renewals); the server
  // refuses it, saying why, when it cannot be bought.
  const nextTerm = renewal && active ? renewalPeriod(active.endDate, cycle) : null;
  if (!nextTerm && active && planRank(plan) <= planRank(active.plan)) {
    return (
      <section className={`${styles.card} ${styles.state}`} aria-labelledby="owned-title">
        <h2 id="owned-title" className={styles.cardTitle}>
          You already have this plan
        </h2>
        <p>{SUBSCRIPTION_MESSAGES.alreadySubscribed}</p>
        <ButtonLink to={paths.employer.pricing.getHref()}>View Plans</ButtonLink>
      </section>
    );
  }

  const { order } = checkout;
  const quote: OrderQuote =
    order && order.plan === plan && order.billingCycle === cycle
      ? {
          plan,
          billingCycle: cycle,
          pricePaise: order.pricePaise,
          creditPaise: order.creditPaise,
          gstPaise: order.gstPaise,
          totalPaise: order.amount,
        }
      : estimate(plan, cycle, nextTerm ? null : active);
  const working = checkout.phase !== 'idle';

  return (
    <div className={styles.columns}>
      <OrderSummary quote={quote} />
      <BillingDetailsForm
        plan={plan}
        cycle={cycle}
        disabled={working}
        onSubmit={(billing) => void checkout.pay(billing)}
      >
        {nextTerm ? (
          <p className={styles.notice}>
            Renewal: your next term runs from {formatLongDate(nextTerm.startDate)} to{' '}
            {formatLongDate(nextTerm.endDate)}.
          </p>
        ) : active ? (
          <p className={styles.muted}>
            Your {PLAN_CATALOGUE[active.plan].name} plan ends when this one starts; its unused days are
            credited above.
          </p>
        ) : null}
        {checkout.error ? <ErrorAlert>{checkout.error}</ErrorAlert> : null}
        {checkout.notice ? (
          <p className={styles.notice} role="status">
            {checkout.notice}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth isLoading={working} loadingText="Processing...">
          Pay {formatInr(quote.totalPaise)}
        </Button>
        <p className={styles.muted}>
          Payments are processed securely by Razorpay. You can pay by card, UPI or net banking.
        </p>
      </BillingDetailsForm>
    </div>
  );
}

/** /subscription/payment?plan=..&cycle=..: the order summary and the checkout for an approved employer. */
export function PaymentPage({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const cycle = searchParams.get('cycle');
  const renewal = searchParams.get('renew') === '1';
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1>{renewal ? 'Renew your subscription' : 'Complete your subscription'}</h1>
        <p>Check your order, then pay on the secure checkout.</p>
      </header>
      {isPlanCode(plan) && isBillingCycle(cycle) ? (
        <Checkout user={user} plan={plan} cycle={cycle} renewal={renewal} />
      ) : (
        <NoPlanSelected />
      )}
    </div>
  );
}
