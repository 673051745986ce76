import { accountActivity } from '../model/account-activity';
import { ACCOUNT_DELETED, type AccountDeletedDetail, PRIVACY_REQUEST_CHANGED } from '../model/events';
import { eventTargets, SCHEDULED_EVENT } from '../platform/event-target';
import { mailRequestStep } from './notify';
import { sweepInactiveAccounts } from './retention';

/**
 * The privacy feature's one event function (ADR 0002, the stack's size): the grievance desk's mails, and
 * on the daily schedule (routes.ts privacySchedules) the retention rule's notices and erasures, and the
 * removal of a deleted account's retention marker.
 */
export const handler = eventTargets({
  [PRIVACY_REQUEST_CHANGED]: mailRequestStep,
  // A deleted account's retention marker goes with it (ADR 0006): nothing is left to erase.
  [ACCOUNT_DELETED]: async ({ userId }: AccountDeletedDetail) => {
    await accountActivity().delete({ userId }).go();
  },
  [SCHEDULED_EVENT]: async () => {
    await sweepInactiveAccounts();
  },
});
