import type { User } from '@shared/auth/user';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import type { BillingCycle } from '@shared/subscriptions/plans';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import { useSearchParams } from '@/lib/router';
import { isBillingCycle } from '../lib/format';
import { BillingToggle } from './billing-toggle';
import { Plans } from './plans';
import styles from './pricing.module.css';
import { NonItBanner, PricingFaq, WhyChoose } from './pricing-info';

/*
 * Only an approved employer has a subscription to mark; nobody else may ask for one. Its read brings the
 * query cache, which the page's other visitors never download.
 */
const SubscribedPlans = lazyWithQueries(async () => (await import('./subscribed-plans')).SubscribedPlans);

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
      {user?.role === 'employer' && user.isApproved ? (
        <Suspense fallback={<Spinner label="Loading plans..." />}>
          <SubscribedPlans user={user} cycle={cycle} />
        </Suspense>
      ) : (
        <Plans user={user} cycle={cycle} currentPlan={null} />
      )}
      <WhyChoose />
      <NonItBanner />
      <PricingFaq />
    </div>
  );
}
