import type { RecruiterApplication, RecruiterApplicationBody } from '../../shared/recruiters/schemas';
import { RECRUITER_APPLICATION_SUBMITTED } from '../model/events';
import { submitApplication } from '../model/recruiter-application-submission';
import type { Principal } from '../platform/auth/principal';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';

/**
 * POST /recruiter/applications: the application is written, then announced so the admins are mailed. The
 * application stands without the event: the morning reminder still names it once it has waited a day.
 */
export async function submitAndAnnounce(
  principal: Principal,
  body: RecruiterApplicationBody,
): Promise<RecruiterApplication> {
  const application = await submitApplication(principal, body);
  try {
    await publishEvent(RECRUITER_APPLICATION_SUBMITTED, {
      applicationId: application.id,
      submittedAt: application.submittedAt,
    });
  } catch (error) {
    logger.error('Recruiter application not announced', {
      applicationId: application.id,
      error: String(error),
    });
  }
  return application;
}
