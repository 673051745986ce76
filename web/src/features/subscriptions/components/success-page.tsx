import { SUPPORT } from '@shared/constants';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { formatInr } from '@shared/subscriptions/money';
import {
  REFUND_MESSAGES,
  SUPERSEDED_REASON_TEXT,
  type SupersededReason,
  supersededReasonOf,
} from '@shared/subscriptions/refunds';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Navigate, useSearchParams } from '@/lib/router';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { CYCLE_LABELS, formatAllowance, formatLongDate, planName } from '../lib/format';
import { DetailLine } from './detail-line';
import styles from './subscription.module.css';

/** What was bought, as the server recorded it: the query only says a payment just happened. */
function Purchase() {
  const current = useCurrentSubscription();
  if (current.isPending) return <Spinner label="Loading your subscription..." />;
  if (current.isError) return <ErrorAlert>{SUBSCRIPTION_MESSAGES.dataFailed}</ErrorAlert>;
  const subscription = current.data;
  if (!subscription) return <ErrorAlert>{SUBSCRIPTION_MESSAGES.dataFailed}</ErrorAlert>;
  return (
    <section className={styles.card} aria-labelledby="purchase-title">
      <h2 id="purchase-title" className={styles.cardTitle}>
        Your subscription
      </h2>
      <dl className={styles.lines}>
        <DetailLine label="Plan">{planName(subscription.plan)}</DetailLine>
        <DetailLine label="Amount paid">{formatInr(subscription.amountPaid)} (GST included)</DetailLine>
        <DetailLine label="Billing cycle">{CYCLE_LABELS[subscription.billingCycle]}</DetailLine>
        <DetailLine label="IT applications">{formatAllowance(subscription.applicationLimit)}</DetailLine>
        <DetailLine label="Active until">{formatLongDate(subscription.endDate)}</DetailLine>
      </dl>
    </section>
  );
}

interface PaymentResultProps {
  title: string;
  summary: string;
  /** What the payment bought, shown above the card (nothing when it bought nothing). */
  purchase?: ReactNode;
  cardId: string;
  cardTitle: string;
  /** The card's text; its buttons follow it. */
  children: ReactNode;
  actions: ReactNode;
}

/** The one layout of a payment's result page, whatever the result: what happened, then what to do next. */
function PaymentResult({
  title,
  summary,
  purchase,
  cardId,
  cardTitle,
  children,
  actions,
}: PaymentResultProps) {
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
        <p>{summary}</p>
      </header>
      {purchase}
      <section className={styles.card} aria-labelledby={cardId}>
        <h2 id={cardId} className={styles.cardTitle}>
          {cardTitle}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </section>
      <p className={styles.support}>
        Questions about your payment? Write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> (
        {SUPPORT.hours}).
      </p>
    </div>
  );
}

/**
 * After a verified payment that activated nothing: its order no longer made sense when it was paid (ADR
 * 0018), so it was refunded. Said plainly, with the reason; no success message.
 */
function Refunded({ reason }: { reason: SupersededReason }) {
  return (
    <PaymentResult
      title={REFUND_MESSAGES.title}
      summary={REFUND_MESSAGES.summary}
      cardId="refund-title"
      cardTitle="Why"
      actions={
        <>
          <ButtonLink to={paths.employer.subscriptionManage.getHref()}>Manage Subscription</ButtonLink>
          <ButtonLink to={paths.employer.pricing.getHref()} variant="outline">
            View Plans
          </ButtonLink>
        </>
      }
    >
      <p>{SUPERSEDED_REASON_TEXT[reason]}</p>
      <p className={styles.muted}>
        {REFUND_MESSAGES.timing} {REFUND_MESSAGES.creditNote}
      </p>
    </PaymentResult>
  );
}

/**
 * /subscription/success?plan=..&cycle=..: after a verified payment (with refunded=<reason> when the
 * verification answered that it was refunded instead). Without a plan there is nothing to thank for.
 */
export function SuccessPage() {
  const [searchParams] = useSearchParams();
  if (!searchParams.get('plan')) return <Navigate to={paths.employer.pricing.getHref()} replace />;
  const refunded = supersededReasonOf(searchParams.get('refunded'));
  if (refunded) return <Refunded reason={refunded} />;
  return (
    <PaymentResult
      title="Payment Successful!"
      summary="Thank you. Your subscription is active, and full IT applicant profiles are open to your team."
      purchase={<Purchase />}
      cardId="next-title"
      cardTitle="What’s next"
      actions={
        <>
          <ButtonLink to={paths.employer.dashboard.getHref()}>Go to Dashboard</ButtonLink>
          <ButtonLink to={paths.employer.subscriptionManage.getHref()} variant="outline">
            Manage Subscription
          </ButtonLink>
        </>
      }
    >
      <ol className={styles.steps}>
        <li>
          Open your IT jobs’ applicants from the dashboard: each one you open counts once toward your plan.
        </li>
        <li>Post more IT jobs; non-IT jobs stay free.</li>
        <li>Follow your usage and download invoices from Manage Subscription.</li>
      </ol>
      <p className={styles.muted}>
        A receipt has been emailed to you. Invoices (PDF, with GST) can be downloaded from the Manage
        Subscription page.
      </p>
    </PaymentResult>
  );
}
