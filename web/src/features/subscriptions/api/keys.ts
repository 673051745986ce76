/** Every cached subscription query starts with this, so a payment or a cancellation refreshes them all. */
export const SUBSCRIPTIONS_ROOT_KEY = ['subscriptions'] as const;

export const subscriptionKeys = {
  current: () => [...SUBSCRIPTIONS_ROOT_KEY, 'current'] as const,
  history: () => [...SUBSCRIPTIONS_ROOT_KEY, 'history'] as const,
  status: () => [...SUBSCRIPTIONS_ROOT_KEY, 'status'] as const,
};
