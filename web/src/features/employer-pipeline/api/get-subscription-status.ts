import type { SubscriptionStatus } from '@shared/subscriptions/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pipelineKeys } from './keys';

/**
 * GET /subscriptions/status: how many IT applications the organisation may still open (-1 unlimited),
 * which the 'Open application' button tells before it spends one. The pipeline's own read of it: features
 * do not import each other.
 */
export function getSubscriptionStatus({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<SubscriptionStatus> {
  return api.get<SubscriptionStatus>('/subscriptions/status', { signal });
}

export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: pipelineKeys.subscriptionStatus,
      queryFn: ({ signal }) => getSubscriptionStatus({ signal }),
      enabled,
    }),
  );
}
