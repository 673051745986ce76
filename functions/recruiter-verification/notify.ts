import { JOB_MODERATED, RECRUITER_APPLICATION_DECIDED } from '../model/events';
import { eventTargets } from '../platform/event-target';
import { notifyDecision } from './decision-mail';
import { notifyModeration } from './moderation-mail';

/**
 * EventBridge target of the admin's notices, each mailed once: the decision on a recruiter application to
 * the employer who applied, and a job paused or removed, with the admin's reason, to its employer.
 */
export const handler = eventTargets({
  [RECRUITER_APPLICATION_DECIDED]: notifyDecision,
  [JOB_MODERATED]: notifyModeration,
});
