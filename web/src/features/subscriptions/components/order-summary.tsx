import { formatInr, GST_PERCENT } from '@shared/subscriptions/money';
import { applicationAllowance, PLAN_CATALOGUE, savingsPercent } from '@shared/subscriptions/plans';
import type { OrderQuote } from '@shared/subscriptions/quote';
import { CYCLE_LABELS, formatAllowance } from '../lib/format';
import { DetailLine } from './detail-line';
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
        <DetailLine label="Plan">{plan.name}</DetailLine>
        <DetailLine label="Billing cycle">{CYCLE_LABELS[quote.billingCycle]}</DetailLine>
        <DetailLine label="Applications included">
          {formatAllowance(applicationAllowance(quote.plan, quote.billingCycle))}
        </DetailLine>
        {savings > 0 ? (
          <DetailLine label="Savings" valueClassName={styles.savings}>
            {savings}% compared with paying monthly
          </DetailLine>
        ) : null}
        <DetailLine label="Price">{formatInr(quote.pricePaise)}</DetailLine>
        {quote.creditPaise > 0 ? (
          <DetailLine label="Upgrade credit (unused days of your current plan)">
            − {formatInr(quote.creditPaise)}
          </DetailLine>
        ) : null}
        <DetailLine label={<>GST ({GST_PERCENT}%)</>}>{formatInr(quote.gstPaise)}</DetailLine>
        <DetailLine label="Total" className={styles.total}>
          {formatInr(quote.totalPaise)}
        </DetailLine>
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
