import type { User } from '@shared/auth/user';
import { planList } from '@shared/subscriptions/plan-list';
import type { BillingCycle, PlanCode } from '@shared/subscriptions/plans';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { choosePlan } from '../lib/plan-selection';
import { PlanCard } from './plan-card';
import styles from './pricing.module.css';

const PLANS = planList();

/** The plan cards; `currentPlan` marks an approved employer's active plan. */
export function Plans({
  user,
  cycle,
  currentPlan,
}: {
  user: User | null;
  cycle: BillingCycle;
  currentPlan: PlanCode | null;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
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
        {PLANS.map((plan) => (
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
