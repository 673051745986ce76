import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { useSubscriptionHistory } from '../api/get-subscription-history';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { CurrentSubscription, NoActiveSubscription } from './current-subscription';
import styles from './subscription.module.css';
import { SubscriptionHistory } from './subscription-history';
import { UsageStatistics } from './usage-statistics';

function Body() {
  const current = useCurrentSubscription();
  const status = useSubscriptionStatus();
  const history = useSubscriptionHistory();
  const queries = [current, status, history];
  if (queries.some((query) => query.isPending)) return <Spinner label="Loading your subscription..." />;
  if (current.isError || status.isError || history.isError) {
    return (
      <div className={`${styles.card} ${styles.state}`}>
        <ErrorAlert>{SUBSCRIPTION_MESSAGES.dataFailed}</ErrorAlert>
        <Button
          variant="outline"
          onClick={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
          isLoading={queries.some((query) => query.isFetching)}
          loadingText="Trying again..."
        >
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <>
      {current.data ? <CurrentSubscription subscription={current.data} /> : <NoActiveSubscription />}
      {status.data ? <UsageStatistics status={status.data} /> : null}
      <SubscriptionHistory history={history.data ?? []} />
    </>
  );
}

/** /subscription/manage: the current subscription and its actions, usage, and every invoice. */
export function ManagePage() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1>Manage Subscription</h1>
        <p>Your plan, how much of it you have used, and your invoices.</p>
      </header>
      <div className={styles.stack}>
        <Body />
      </div>
    </div>
  );
}
