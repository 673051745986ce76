/** A payment activated a subscription: its receipt is to be mailed. */
export const SUBSCRIPTION_ACTIVATED = 'Subscription Activated';

export interface SubscriptionActivatedDetail {
  organisationId: string;
  subscriptionId: string;
}
