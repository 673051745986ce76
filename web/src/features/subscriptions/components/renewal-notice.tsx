import { renewalNotice } from '@shared/subscriptions/renewals';
import type { CurrentSubscription } from '@shared/subscriptions/types';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatLongDate } from '../lib/format';
import styles from './subscription.module.css';

/**
 * The renewal reminder (ADR 0018, Renewals): in the last days of a paid term that is not cancelled, when
 * it ends and a one-click Renew into the checkout of the next term (same plan and cycle); once bought,
 * when the next term starts. Nothing otherwise.
 */
export function RenewalNotice({ subscription, now }: { subscription: CurrentSubscription; now: Date }) {
  const notice = renewalNotice(subscription, subscription.renewal, now);
  if (notice.kind === 'none') return null;
  if (notice.kind === 'renewed') {
    return (
      <p className={styles.notice} role="status">
        Renewed: your next term starts on {formatLongDate(notice.startDate)}
      </p>
    );
  }
  return (
    <div className={styles.notice} role="status">
      <p>
        Your {notice.planName} plan ends on {formatLongDate(notice.endDate)}
      </p>
      <ButtonLink
        to={paths.employer.subscriptionPayment.getHref(subscription.plan, subscription.billingCycle, true)}
      >
        Renew
      </ButtonLink>
    </div>
  );
}
