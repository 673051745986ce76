import { eventTarget } from '../platform/event-target';
import { type ContactMessageReceivedDetail, notifyContactMessage } from './service';

/** EventBridge target: sends the support and acknowledgement mails of a stored contact message. */
export const handler = eventTarget<ContactMessageReceivedDetail>(({ id }) => notifyContactMessage(id));
