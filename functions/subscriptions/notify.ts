import type { SubscriptionActivatedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { mailReceipt } from './receipt-mail';

/** EventBridge target: mails the receipt of an activated subscription, once. */
export const handler = eventTarget<SubscriptionActivatedDetail>((detail) => mailReceipt(detail));
