import type { SubscriptionStatus } from '@shared/subscriptions/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /subscriptions/status: whether more IT applications can be opened, and how many remain (-1 unlimited). */
export function getSubscriptionStatus({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>('/subscriptions/status', { signal });
}

export function getSubscriptionStatusQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.status(),
    queryFn: ({ signal }) => getSubscriptionStatus({ signal }),
    // Opening IT applicants elsewhere uses the allowance up.
    staleTime: 0,
  });
}

export function useSubscriptionStatus() {
  return useQuery(getSubscriptionStatusQueryOptions());
}
