import type { User } from '@shared/auth/user';
import type { BillingCycle } from '@shared/subscriptions/plans';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useSearchParams } from '@/lib/router';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { usePlans } from '../api/get-plans';
import { isBillingCycle } from '../lib/format';
import { choosePlan } from '../lib/plan-selection';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';
import styles from './pricing.module.css';
import { NonItBanner, PricingFaq, WhyChoose } from './pricing-info';

function Plans({ user, cycle }: { user: User | null; cycle: BillingCycle }) {
  const plans = usePlans();
  // Only an approved employer has a subscription to mark; nobody else may ask for one.
  const subscribed = user?.role === 'employer' && user.isApproved;
  const current = useCurrentSubscription({ enabled: subscribed });
  const currentPlan = current.data?.isActive ? current.data.plan : null;
  const [refusal, setRefusal] = useState<string | null>(null);

  if (plans.isPending || (subscribed && current.isPending)) return <Spinner label="Loading plans..." />;
  if (plans.isError) {
    return (
      <div className={styles.failed}>
        <ErrorAlert>{SUBSCRIPTION_MESSAGES.plansFailed}</ErrorAlert>
        <Button
          variant="outline"
          onClick={() => void plans.refetch()}
          isLoading={plans.isFetching}
          loadingText="Trying again..."
        >
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <>
      {refusal ? (
        <div className={styles.refusal}>
          <ErrorAlert as="div">
            {refusal}{' '}
            <Button variant="ghost" size="sm" onClick={() => setRefusal(null)}>
              Dismiss
            </Button>
          </ErrorAlert>
        </div>
      ) : null}
      <ul className={styles.plans} aria-label="Plans">
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.code}
            plan={plan}
            cycle={cycle}
            choice={choosePlan(user, plan.code, cycle, currentPlan)}
            isCurrent={plan.code === currentPlan}
            onRefusal={setRefusal}
          />
        ))}
      </ul>
    </>
  );
}

/**
 * /pricing: the plans for IT hiring with the billing toggle, and what a subscription brings. Public, so
 * the selection rules can greet visitors and other roles (see the route); `?cycle=` picks the cycle.
 */
export function PricingPage({ user }: { user: User | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('cycle');
  const cycle: BillingCycle = isBillingCycle(asked) ? asked : 'MONTHLY';
  const changeCycle = (next: BillingCycle) =>
    setSearchParams(
      (params) => {
        params.set('cycle', next);
        return params;
      },
      { replace: true },
    );
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <h1>{SUBSCRIPTION_MESSAGES.title}</h1>
        <p>Unlock full profiles of IT applicants. Pay monthly, or save with a quarterly or yearly plan.</p>
        <BillingToggle value={cycle} onChange={changeCycle} />
      </header>
      <Plans user={user} cycle={cycle} />
      <WhyChoose />
      <NonItBanner />
      <PricingFaq />
    </div>
  );
}
