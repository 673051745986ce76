import { PRIVACY_REQUEST_CHANGED } from '../model/events';
import { eventTargets, SCHEDULED_EVENT } from '../platform/event-target';
import { mailRequestStep } from './notify';
import { sweepInactiveAccounts } from './retention';

/**
 * The privacy feature's one event function (ADR 0002, the stack's size): the grievance desk's mails, and
 * on the daily schedule (routes.ts privacySchedules) the retention rule's notices and erasures.
 */
export const handler = eventTargets({
  [PRIVACY_REQUEST_CHANGED]: mailRequestStep,
  [SCHEDULED_EVENT]: async () => {
    await sweepInactiveAccounts();
  },
});
