import type { VerifyPaymentInput } from '@shared/subscriptions/schemas';
import type { VerifiedPayment } from '@shared/subscriptions/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUBSCRIPTIONS_ROOT_KEY } from './keys';

/**
 * POST /subscriptions/verify-payment: the server checks the provider's signature and its stored order,
 * and answers the subscription the payment activated.
 */
export function verifyPayment(input: VerifyPaymentInput): Promise<VerifiedPayment> {
  return api.post<VerifiedPayment>('/subscriptions/verify-payment', input);
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT_KEY }),
  });
}
