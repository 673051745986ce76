import {
  ACCOUNT_DELETED,
  type AccountDeletedDetail,
  JOB_ALERT_REQUESTED,
  JOB_CHANGED,
  type JobAlertRequestedDetail,
  type JobChangedDetail,
} from '../model/events';
import { eventTargets, SCHEDULED_EVENT } from '../platform/event-target';
import { mailConfirmation } from './confirmation';
import { mailAlertDigests } from './digest';
import { alertSubscribers } from './matcher';
import { forgetAlerts } from './service';

/**
 * EventBridge target of the job alerts (routes.ts): a newly listed job mailed to the alerts it matches, a
 * guest's confirmation mail, the morning's daily digests (the schedule's event), and a deleted account's
 * alerts removed with their index entries (ADR 0006).
 */
export const handler = eventTargets({
  [JOB_CHANGED]: (detail: JobChangedDetail) => alertSubscribers(detail),
  [JOB_ALERT_REQUESTED]: (detail: JobAlertRequestedDetail) => mailConfirmation(detail),
  [ACCOUNT_DELETED]: ({ userId }: AccountDeletedDetail) => forgetAlerts(userId),
  [SCHEDULED_EVENT]: async () => {
    await mailAlertDigests();
  },
});
