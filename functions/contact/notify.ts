import type { ContactMessageReceivedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { notifyContactMessage } from './service';

/** EventBridge target: sends the support and acknowledgement mails of a stored contact message. */
export const handler = eventTarget<ContactMessageReceivedDetail>(({ id }) => notifyContactMessage(id));
