import { formatInr, GST_PERCENT } from '@shared/subscriptions/money';
import { applicationAllowance, PLAN_CATALOGUE, savingsPercent } from '@shared/subscriptions/plans';
import type { OrderQuote } from '@shared/subscriptions/quote';
import { CYCLE_LABELS, formatAllowance } from '../lib/format';
import styles from './subscription.module.css';

/** The order as the invoice will itemise it: plan, cycle, allowance, savings, price, credit, GST, total. */
export function OrderSummary({ quote }: { quote: OrderQuote }) {
  const plan = PLAN_CATALOGUE[quote.plan];
  const savings = savingsPercent(quote.plan, quote.billingCycle);
  return (
    <section className={styles.card} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        Order summary
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>Plan</dt>
          <dd>{plan.name}</dd>
        </div>
        <div>
          <dt>Billing cycle</dt>
          <dd>{CYCLE_LABELS[quote.billingCycle]}</dd>
        </div>
        <div>
          <dt>Applications included</dt>
          <dd>{formatAllowance(applicationAllowance(quote.plan, quote.billingCycle))}</dd>
        </div>
        {savings > 0 ? (
          <div>
            <dt>Savings</dt>
            <dd className={styles.savings}>{savings}% compared with paying monthly</dd>
          </div>
        ) : null}
        <div>
          <dt>Price</dt>
          <dd>{formatInr(quote.pricePaise)}</dd>
        </div>
        {quote.creditPaise > 0 ? (
          <div>
            <dt>Upgrade credit (unused days of your current plan)</dt>
            <dd>− {formatInr(quote.creditPaise)}</dd>
          </div>
        ) : null}
        <div>
          <dt>GST ({GST_PERCENT}%)</dt>
          <dd>{formatInr(quote.gstPaise)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatInr(quote.totalPaise)}</dd>
        </div>
      </dl>
      <h3 className={styles.featuresTitle}>What you get</h3>
      <ul className={styles.featureList}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
