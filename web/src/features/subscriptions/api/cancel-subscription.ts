import type { Subscription } from '@shared/subscriptions/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUBSCRIPTIONS_ROOT_KEY } from './keys';

/** POST /subscriptions/cancel: no renewal; access continues until the end date. */
export function cancelSubscription(): Promise<Subscription> {
  return api.post<Subscription>('/subscriptions/cancel');
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // The spec's 'cancelling reloads data': current, status and history all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT_KEY }),
  });
}
