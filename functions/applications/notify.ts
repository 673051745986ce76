import { APPLICATION_STATUS_CHANGED, APPLICATION_SUBMITTED } from '../model/events';
import { eventTargets } from '../platform/event-target';
import { notifyApplicationSubmitted, notifyStatusChange } from './status-mail';

/**
 * EventBridge target of the candidate's application mails: that it arrived (Application Submitted) and
 * each new status (Application Status Changed), each once. One function for both: each function costs the
 * stage stack about nine resources (ADR 0002).
 */
export const handler = eventTargets({
  [APPLICATION_SUBMITTED]: notifyApplicationSubmitted,
  [APPLICATION_STATUS_CHANGED]: notifyStatusChange,
});
