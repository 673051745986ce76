import { SUBSCRIPTION } from '@shared/constants';
import { BILLING_CYCLES, type BillingCycle } from '@shared/subscriptions/plans';
import { CYCLE_LABELS } from '../lib/format';
import styles from './pricing.module.css';

/** The spec's badges: fixed texts, matching the catalogue's savings (checked by shared/subscriptions tests). */
const BADGES: Partial<Record<BillingCycle, string>> = {
  QUARTERLY: SUBSCRIPTION.quarterlySavingsBadge,
  YEARLY: SUBSCRIPTION.yearlySavingsBadge,
};

/** Monthly / Quarterly / Yearly as one radio group: arrow keys move between them, as in any radio group. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Billing cycle</legend>
      {BILLING_CYCLES.map((cycle) => (
        <label
          key={cycle}
          className={[styles.toggleOption, cycle === value ? styles.toggleChecked : undefined]
            .filter(Boolean)
            .join(' ')}
        >
          <input
            type="radio"
            name="billing-cycle"
            value={cycle}
            checked={cycle === value}
            onChange={() => onChange(cycle)}
            className={styles.toggleInput}
          />
          <span>{CYCLE_LABELS[cycle]}</span>
          {BADGES[cycle] ? <span className={styles.saveBadge}>{BADGES[cycle]}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
