import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { formatInr } from '@shared/subscriptions/money';
import type { Subscription } from '@shared/subscriptions/types';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useInvoiceDownload } from '../api/get-invoice';
import { subscriptionFailureMessage } from '../lib/failure-message';
import { CYCLE_LABELS, formatLongDate, planName } from '../lib/format';
import styles from './subscription.module.css';

/** Every subscription bought, with its invoice: the spec's columns plus a download per row. */
export function SubscriptionHistory({ history }: { history: Subscription[] }) {
  const invoice = useInvoiceDownload();
  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.cardTitle}>
        Subscription history
      </h2>
      {invoice.isError ? (
        <ErrorAlert>
          {subscriptionFailureMessage(invoice.error, SUBSCRIPTION_MESSAGES.invoiceNotFound)}
        </ErrorAlert>
      ) : null}
      {history.length === 0 ? (
        <p className={styles.muted}>{SUBSCRIPTION_MESSAGES.noHistory}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Subscriptions bought, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Period</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
                <th scope="col">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {history.map((subscription) => (
                <tr key={subscription.id}>
                  <th scope="row">
                    {planName(subscription.plan)}
                    <span className={styles.cycle}>{CYCLE_LABELS[subscription.billingCycle]}</span>
                  </th>
                  <td data-label="Period">
                    {formatLongDate(subscription.startDate)} – {formatLongDate(subscription.endDate)}
                  </td>
                  <td data-label="Amount">{formatInr(subscription.amountPaid)}</td>
                  <td data-label="Status">
                    <span className={subscription.isActive ? styles.statusActive : styles.statusInactive}>
                      {subscription.isActive ? 'Active' : 'Expired'}
                    </span>
                  </td>
                  <td data-label="Date">{formatLongDate(subscription.createdAt)}</td>
                  <td data-label="Invoice">
                    <Button
                      variant="outline"
                      size="sm"
                      isLoading={invoice.isPending && invoice.variables === subscription.id}
                      loadingText="Preparing..."
                      onClick={() => invoice.mutate(subscription.id)}
                      aria-label={`Download invoice ${subscription.invoiceNumber}`}
                    >
                      Download
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
