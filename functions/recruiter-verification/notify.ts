import {
  COMPANY_CHANGE_DECIDED,
  JOB_MODERATED,
  JOB_REPORTS_DECIDED,
  RECRUITER_APPLICATION_DECIDED,
  RECRUITER_APPLICATION_SUBMITTED,
} from '../model/events';
import { eventTargets, SCHEDULED_EVENT } from '../platform/event-target';
import { notifyAdminsOfApplication, remindAdminsOfWaiting } from './admin-notices';
import { notifyCompanyChange } from './company-change-mail';
import { notifyDecision } from './decision-mail';
import { notifyModeration } from './moderation-mail';
import { notifyReportOutcome } from './report-outcome-mail';

/**
 * EventBridge target of the admin's notices, each mailed once: the decision on a recruiter application to
 * the employer who applied, a job paused or removed, with the admin's reason, to its employer, and the
 * outcome of reports to each person who reported the job, and an admin's decision on a change of a
 * company's name or website to the team admin who asked for it; and the admins' own: each new recruiter
 * application, and (on the morning schedule) the applications waiting more than a business day.
 */
export const handler = eventTargets({
  [RECRUITER_APPLICATION_DECIDED]: notifyDecision,
  [JOB_MODERATED]: notifyModeration,
  [JOB_REPORTS_DECIDED]: notifyReportOutcome,
  [COMPANY_CHANGE_DECIDED]: notifyCompanyChange,
  [RECRUITER_APPLICATION_SUBMITTED]: notifyAdminsOfApplication,
  // The schedule's event (routes.ts recruiterVerificationSchedules): its detail is empty.
  [SCHEDULED_EVENT]: async () => {
    await remindAdminsOfWaiting();
  },
});
