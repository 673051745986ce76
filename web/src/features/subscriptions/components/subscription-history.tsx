import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { formatInr } from '@shared/subscriptions/money';
import { REFUNDED_LABEL } from '@shared/subscriptions/refunds';
import type { RefundedPayment, Subscription, SubscriptionHistoryEntry } from '@shared/subscriptions/types';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Table } from '@/components/ui/table';
import { useCreditNoteDownload } from '../api/get-credit-note';
import { useInvoiceDownload } from '../api/get-invoice';
import { subscriptionFailureMessage } from '../lib/failure-message';
import { CYCLE_LABELS, formatLongDate, planName } from '../lib/format';
import styles from './subscription.module.css';

/** The row's heading cell: the plan's name with its billing cycle beneath. */
function PlanCell({ plan, billingCycle }: Pick<Subscription, 'plan' | 'billingCycle'>) {
  return (
    <th scope="row">
      {planName(plan)}
      <span className={styles.cycle}>{CYCLE_LABELS[billingCycle]}</span>
    </th>
  );
}

/** A payment refunded instead of activating anything: it reads Refunded, with its credit note. */
function RefundedRow({
  refund,
  download,
}: {
  refund: RefundedPayment;
  download: ReturnType<typeof useCreditNoteDownload>;
}) {
  return (
    <tr>
      <PlanCell plan={refund.plan} billingCycle={refund.billingCycle} />
      <td data-label="Period">Not started</td>
      <td data-label="Amount">{formatInr(refund.amountRefunded)}</td>
      <td data-label="Status">
        <span className={styles.statusInactive}>{REFUNDED_LABEL}</span>
      </td>
      <td data-label="Date">{formatLongDate(refund.refundedAt)}</td>
      <td data-label="Invoice">
        <Button
          variant="outline"
          size="sm"
          isLoading={download.isPending && download.variables === refund.id}
          loadingText="Preparing..."
          onClick={() => download.mutate(refund.id)}
          aria-label={`Download credit note ${refund.creditNoteNumber}`}
        >
          Credit note
        </Button>
      </td>
    </tr>
  );
}

const isRefund = (entry: SubscriptionHistoryEntry): entry is RefundedPayment => 'kind' in entry;

/**
 * Every subscription bought, with its invoice, and every payment refunded instead, with its credit note:
 * the spec's columns plus a download per row.
 */
export function SubscriptionHistory({ history }: { history: SubscriptionHistoryEntry[] }) {
  const invoice = useInvoiceDownload();
  const creditNote = useCreditNoteDownload();
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
      {creditNote.isError ? (
        <ErrorAlert>
          {subscriptionFailureMessage(creditNote.error, SUBSCRIPTION_MESSAGES.creditNoteNotFound)}
        </ErrorAlert>
      ) : null}
      {history.length === 0 ? (
        <p className={styles.muted}>{SUBSCRIPTION_MESSAGES.noHistory}</p>
      ) : (
        <Table phone="lines">
          <caption className="visually-hidden">
            Subscriptions bought and payments refunded, newest first
          </caption>
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
            {history.map((entry) =>
              isRefund(entry) ? (
                <RefundedRow key={entry.id} refund={entry} download={creditNote} />
              ) : (
                <SubscriptionRow key={entry.id} subscription={entry} invoice={invoice} />
              ),
            )}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/** A subscription bought: Active or Expired, with its invoice. */
function SubscriptionRow({
  subscription,
  invoice,
}: {
  subscription: Subscription;
  invoice: ReturnType<typeof useInvoiceDownload>;
}) {
  return (
    <tr>
      <PlanCell plan={subscription.plan} billingCycle={subscription.billingCycle} />
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
  );
}
