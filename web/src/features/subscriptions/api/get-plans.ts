import type { SubscriptionPlan } from '@shared/subscriptions/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /subscriptions/plans (public): the plans and their prices before GST, in paise. */
export function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionPlan[]> {
  return api.get<SubscriptionPlan[]>('/subscriptions/plans', { signal });
}

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) => getPlans({ signal }),
    // Prices change with a deploy, not while someone reads the page.
    staleTime: 10 * 60_000,
  });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
