import { formatInr, GST_PERCENT } from '@shared/subscriptions/money';
import type { BillingCycle, PlanCode } from '@shared/subscriptions/plans';
import type { SubscriptionPlan } from '@shared/subscriptions/types';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/button';
import { CYCLE_PERIODS, formatAllowance } from '../lib/format';
import type { PlanChoice } from '../lib/plan-selection';
import styles from './pricing.module.css';

/** The spec's button words per plan. */
const ACTION_LABELS: Record<PlanCode, string> = {
  BASIC: 'Start Basic Plan',
  PROFESSIONAL: 'Go Professional',
  ENTERPRISE: 'Contact Sales',
};

/** The spec's plan colours: basic blue, professional purple, enterprise gold. */
const PLAN_CLASS: Record<PlanCode, string | undefined> = {
  BASIC: styles.basic,
  PROFESSIONAL: styles.professional,
  ENTERPRISE: styles.enterprise,
};

const PRICE_FIELD = {
  MONTHLY: 'monthlyPrice',
  QUARTERLY: 'quarterlyPrice',
  YEARLY: 'yearlyPrice',
} as const satisfies Record<BillingCycle, keyof SubscriptionPlan>;

function PlanAction({
  plan,
  choice,
  onRefusal,
}: {
  plan: SubscriptionPlan;
  choice: PlanChoice;
  onRefusal: (message: string) => void;
}) {
  const label = ACTION_LABELS[plan.code];
  const variant = plan.recommended ? 'primary' : 'outline';
  switch (choice.kind) {
    case 'page':
      return (
        <ButtonLink to={choice.to} variant={variant} fullWidth>
          {label}
        </ButtonLink>
      );
    case 'mail':
      return (
        <a href={choice.href} className={buttonClassName({ variant, fullWidth: true })}>
          {label}
        </a>
      );
    case 'refusal':
      return (
        <Button variant={variant} fullWidth onClick={() => onRefusal(choice.message)}>
          {label}
        </Button>
      );
    case 'owned':
      return null;
  }
}

export function PlanCard({
  plan,
  cycle,
  choice,
  isCurrent,
  onRefusal,
}: {
  plan: SubscriptionPlan;
  cycle: BillingCycle;
  choice: PlanChoice;
  /** The employer's active subscription is on this plan. */
  isCurrent: boolean;
  onRefusal: (message: string) => void;
}) {
  const titleId = `plan-${plan.code.toLowerCase()}`;
  const classes = [styles.plan, PLAN_CLASS[plan.code], plan.recommended ? styles.recommended : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-labelledby={titleId}>
      <div className={styles.planBadges}>
        {plan.recommended ? <span className={styles.popular}>Most Popular</span> : null}
        {isCurrent ? <span className={styles.current}>Current plan</span> : null}
      </div>
      <h2 id={titleId} className={styles.planName}>
        {plan.name}
      </h2>
      <p className={styles.planDescription}>{plan.description}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatInr(plan[PRICE_FIELD[cycle]])}</span>{' '}
        <span className={styles.period}>{CYCLE_PERIODS[cycle]}</span>
        <span className={styles.gst}>+ {GST_PERCENT}% GST</span>
      </p>
      <p className={styles.allowance}>
        {plan.applicationLimit === -1
          ? 'Unlimited IT applications'
          : `${formatAllowance(plan.applicationLimit)} per month`}
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={styles.planAction}>
        {choice.kind === 'owned' ? (
          <p className={styles.ownedNote}>
            {isCurrent ? 'This is your current plan.' : 'Included in your current plan.'}
          </p>
        ) : (
          <PlanAction plan={plan} choice={choice} onRefusal={onRefusal} />
        )}
      </div>
    </li>
  );
}
