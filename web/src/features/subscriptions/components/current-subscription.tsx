import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { formatInr } from '@shared/subscriptions/money';
import { UNLIMITED } from '@shared/subscriptions/plans';
import type {
  CurrentSubscription as CurrentSubscriptionData,
  Subscription,
} from '@shared/subscriptions/types';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCancelSubscription } from '../api/cancel-subscription';
import { subscriptionFailureMessage } from '../lib/failure-message';
import { CYCLE_LABELS, formatLongDate, planName } from '../lib/format';
import { DetailLine } from './detail-line';
import { RenewalNotice } from './renewal-notice';
import styles from './subscription.module.css';

export function NoActiveSubscription() {
  return (
    <section className={`${styles.card} ${styles.state}`} aria-labelledby="no-active-title">
      <h2 id="no-active-title" className={styles.cardTitle}>
        {SUBSCRIPTION_MESSAGES.noActive}
      </h2>
      <p>Subscribe to open full profiles of applicants to your IT jobs. Non-IT jobs remain free.</p>
      <ButtonLink to={paths.employer.pricing.getHref()}>View Plans</ButtonLink>
    </section>
  );
}

function applicationsUsed(subscription: Subscription): string {
  if (subscription.applicationLimit === UNLIMITED) return `${subscription.applicationsUsed} (unlimited plan)`;
  return `${subscription.applicationsUsed} of ${subscription.applicationLimit}`;
}

function CancelSubscription() {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const toast = useToast();
  const close = () => {
    setConfirming(false);
    cancel.reset();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Cancel Subscription
      </Button>
      {confirming ? (
        <ConfirmDialog
          title="Cancel subscription?"
          confirmLabel="Yes, cancel it"
          pendingLabel="Cancelling..."
          isPending={cancel.isPending}
          error={
            cancel.isError
              ? subscriptionFailureMessage(cancel.error, SUBSCRIPTION_MESSAGES.cancelFailed, {
                  forbidden: SUBSCRIPTION_MESSAGES.adminsOnly,
                })
              : undefined
          }
          onClose={close}
          // The promise, not mutate's callbacks: the refetch after cancelling removes this button (and its
          // callbacks) before they would run.
          onConfirm={() =>
            void cancel
              .mutateAsync()
              .then(() => {
                setConfirming(false);
                toast.show({ title: SUBSCRIPTION_MESSAGES.cancelled, variant: 'success' });
              })
              .catch(() => undefined)
          }
        >
          <p>{SUBSCRIPTION_MESSAGES.cancelConfirm}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * The organisation's latest subscription: its terms, whether it is active, the renewal reminder, and the
 * actions on it. A term whose renewal is paid for is not cancelled here (ADR 0018, Renewals).
 */
export function CurrentSubscription({
  subscription,
  now = new Date(),
}: {
  subscription: CurrentSubscriptionData;
  now?: Date;
}) {
  const { isActive, cancelledAt, renewal } = subscription;
  return (
    <section className={styles.card} aria-labelledby="current-title">
      <div className={styles.cardHeader}>
        <h2 id="current-title" className={styles.cardTitle}>
          Current subscription
        </h2>
        <span className={isActive ? styles.statusActive : styles.statusInactive}>
          {isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      {cancelledAt && isActive ? (
        <p className={styles.cancelledNote}>Cancelled: access until {formatLongDate(subscription.endDate)}</p>
      ) : null}
      <RenewalNotice subscription={subscription} now={now} />
      <dl className={styles.lines}>
        <DetailLine label="Plan">{planName(subscription.plan)}</DetailLine>
        <DetailLine label="Billing cycle">{CYCLE_LABELS[subscription.billingCycle]}</DetailLine>
        <DetailLine label="Start date">{formatLongDate(subscription.startDate)}</DetailLine>
        <DetailLine label="End date">{formatLongDate(subscription.endDate)}</DetailLine>
        <DetailLine label="Amount paid">{formatInr(subscription.amountPaid)}</DetailLine>
        <DetailLine label="Applications used">{applicationsUsed(subscription)}</DetailLine>
      </dl>
      <div className={styles.actions}>
        <ButtonLink to={paths.employer.pricing.getHref()}>
          {isActive ? 'Upgrade Plan' : 'View Plans'}
        </ButtonLink>
        {isActive && !cancelledAt && !renewal ? <CancelSubscription /> : null}
      </div>
    </section>
  );
}
