import type { SubscriptionHistoryEntry } from '@shared/subscriptions/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

/**
 * GET /subscriptions/history: every subscription the organisation has bought, and every payment refunded
 * instead, newest first.
 */
export function getSubscriptionHistory({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<SubscriptionHistoryEntry[]> {
  return api.get<SubscriptionHistoryEntry[]>('/subscriptions/history', { signal });
}

export function getSubscriptionHistoryQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.history(),
    queryFn: ({ signal }) => getSubscriptionHistory({ signal }),
    staleTime: 0,
  });
}

export function useSubscriptionHistory() {
  return useQuery(getSubscriptionHistoryQueryOptions());
}
