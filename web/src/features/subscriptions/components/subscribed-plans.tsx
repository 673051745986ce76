import type { User } from '@shared/auth/user';
import type { BillingCycle } from '@shared/subscriptions/plans';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { Plans } from './plans';

/** The plan cards for an approved employer, with the organisation's active plan marked. */
export function SubscribedPlans({ user, cycle }: { user: User; cycle: BillingCycle }) {
  const current = useCurrentSubscription();
  if (current.isPending) return <Spinner label="Loading plans..." />;
  return <Plans user={user} cycle={cycle} currentPlan={current.data?.isActive ? current.data.plan : null} />;
}
