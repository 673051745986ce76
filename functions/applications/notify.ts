import type { ApplicationStatusChangedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { notifyStatusChange } from './status-mail';

/** EventBridge target: mails the candidate the new status of their application, once per change. */
export const handler = eventTarget<ApplicationStatusChangedDetail>((detail) => notifyStatusChange(detail));
