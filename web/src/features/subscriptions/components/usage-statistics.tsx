import { UNLIMITED } from '@shared/subscriptions/plans';
import type { SubscriptionStatus } from '@shared/subscriptions/types';
import styles from './subscription.module.css';

/** GET /subscriptions/status as the spec's usage statistics: what is left, and whether more can be opened. */
export function UsageStatistics({ status }: { status: SubscriptionStatus }) {
  return (
    <section className={styles.card} aria-labelledby="usage-title">
      <h2 id="usage-title" className={styles.cardTitle}>
        Usage statistics
      </h2>
      <dl className={styles.stats}>
        <div>
          <dt>Remaining applications</dt>
          <dd>{status.remainingApplications === UNLIMITED ? 'Unlimited' : status.remainingApplications}</dd>
        </div>
        <div>
          <dt>Can Access More</dt>
          <dd>{status.canAccessMoreApplications ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
    </section>
  );
}
