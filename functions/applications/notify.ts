import {
  APPLICATION_STATUS_CHANGED,
  APPLICATION_SUBMITTED,
  type ApplicationSubmittedDetail,
} from '../model/events';
import { eventTargets } from '../platform/event-target';
import { recordForDigest } from './digest';
import { notifyHiringTeam } from './employer-notice';
import { notifyApplicationSubmitted, notifyStatusChange } from './status-mail';

/**
 * The mails of a new application: the candidate's receipt, the hiring team's instant notices, and its
 * entry in the day's digest. Each mail is sent once (their own claims), so a retry after one failed sends
 * only what is still owed.
 */
async function notifyApplicationMails(detail: ApplicationSubmittedDetail): Promise<void> {
  const results = await Promise.allSettled([
    notifyApplicationSubmitted(detail),
    notifyHiringTeam(detail),
    recordForDigest(detail),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * EventBridge target of the application mails: that it arrived, to the candidate and to a hiring team that
 * asked (Application Submitted), and each new status (Application Status Changed), each once. One function
 * for all: each function costs the stage stack about nine resources (ADR 0002).
 */
export const handler = eventTargets({
  [APPLICATION_SUBMITTED]: notifyApplicationMails,
  [APPLICATION_STATUS_CHANGED]: notifyStatusChange,
});
