import { PAYMENT_REFUNDED, SUBSCRIPTION_ACTIVATED } from '../model/events';
import { eventTargets } from '../platform/event-target';
import { mailReceipt } from './receipt-mail';
import { mailRefund } from './refund-mail';

/** EventBridge target: mails the receipt of an activated subscription, or the notice of a refund, once each. */
export const handler = eventTargets({
  [SUBSCRIPTION_ACTIVATED]: mailReceipt,
  [PAYMENT_REFUNDED]: mailRefund,
});
