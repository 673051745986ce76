import type { RecruiterApplicationDecidedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { notifyDecision } from './decision-mail';

/** EventBridge target: mails the employer the admin's decision on their application, once. */
export const handler = eventTarget<RecruiterApplicationDecidedDetail>((detail) => notifyDecision(detail));
