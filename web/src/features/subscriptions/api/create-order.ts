import type { CreateOrderInput } from '@shared/subscriptions/schemas';
import type { PaymentOrder } from '@shared/subscriptions/types';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /subscriptions/create-order: the server prices the plan and opens an order with the provider. */
export function createOrder(input: CreateOrderInput): Promise<PaymentOrder> {
  return api.post<PaymentOrder>('/subscriptions/create-order', input);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
