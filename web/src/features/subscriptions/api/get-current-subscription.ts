import type { CurrentSubscription } from '@shared/subscriptions/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/**
 * GET /subscriptions/current: the organisation's latest subscription (isActive false once past its end
 * date), with the renewal bought for its next term if any; null before the first.
 */
export function getCurrentSubscription({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CurrentSubscription | null> {
  return api.get<CurrentSubscription | null>('/subscriptions/current', { signal });
}

export function getCurrentSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: async ({ signal }) => (await getCurrentSubscription({ signal })) ?? null,
    // A payment made in another tab, or the provider's webhook, may change it meanwhile.
    staleTime: 0,
  });
}

export function useCurrentSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCurrentSubscriptionQueryOptions(), enabled });
}
