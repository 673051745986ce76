import { APPLICATION_STATUS_LABELS } from '../../shared/jobs/options';
import type { ApplicationJob } from '../../shared/jobs/types';
import { applications, statusMails } from '../model/applications';
import type { ApplicationStatusChangedDetail, ApplicationSubmittedDetail } from '../model/events';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';

/** How long a sent mail's claim is kept: far longer than EventBridge redelivers an event. */
const CLAIM_DAYS = 30;
/** The candidate's list of applications in the web app. */
export const MY_APPLICATIONS_PATH = '/applications';

/** The plain note a candidate gets when an employer moves their application. */
export function statusMail(
  input: { firstName: string; job: ApplicationJob; to: ApplicationStatusChangedDetail['to'] },
  siteOrigin: string,
) {
  const status = APPLICATION_STATUS_LABELS[input.to];
  return {
    subject: `Your application for ${input.job.title}: ${status}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `The status of your application for ${input.job.title} at ${input.job.company.name} is now: ${status}.`,
      '',
      `See all your applications: ${siteOrigin}${MY_APPLICATIONS_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** The note a candidate gets when their application is in: what happens next, and where to follow it. */
export function submittedMail(input: { firstName: string; job: ApplicationJob }, siteOrigin: string) {
  return {
    subject: `Your application to ${input.job.company.name}: ${input.job.title}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Your application for ${input.job.title} at ${input.job.company.name} has reached their hiring team.`,
      'They review applications in their own time; we will email you as soon as they move yours on.',
      '',
      `Follow it with all your applications: ${siteOrigin}${MY_APPLICATIONS_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

type CandidateMail = (
  candidate: { firstName: string },
  job: ApplicationJob,
) => { subject: string; text: string };

/**
 * Mails the candidate of an application once per `change` (a status change, or the submission). The
 * change's claim is created on the condition that it does not exist before the mail goes out, so a
 * redelivered or concurrent copy of the event sends nothing; if sending fails the claim is removed and the
 * error thrown, so the retry sends it.
 */
async function mailCandidateOnce(
  applicationId: string,
  change: string,
  mail: CandidateMail,
  now: Date,
): Promise<void> {
  const { data: application } = await applications().get({ id: applicationId }).go();
  if (!application) {
    logger.warn('Application not found; no mail', { applicationId, change });
    return;
  }
  const key = { applicationId, change };
  const claimed = await statusMails()
    .create({ ...key, expiresAt: Math.floor(now.getTime() / 1000) + CLAIM_DAYS * 86_400 })
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) return false;
      throw error;
    });
  if (!claimed) return;

  const candidate = application.candidate as { firstName: string; email: string };
  try {
    await sendMail({ to: candidate.email, ...mail(candidate, application.job as ApplicationJob) });
  } catch (error) {
    await statusMails().delete(key).go();
    throw error;
  }
  await statusMails().patch(key).set({ sentAt: new Date().toISOString() }).go();
}

/** Application Status Changed: the candidate hears the new status, once per change. */
export function notifyStatusChange(detail: ApplicationStatusChangedDetail, now = new Date()): Promise<void> {
  return mailCandidateOnce(
    detail.applicationId,
    `${detail.at}#${detail.to}`,
    ({ firstName }, job) => statusMail({ firstName, job, to: detail.to }, config.siteOrigin),
    now,
  );
}

/** Application Submitted: the candidate is told it arrived, once. */
export function notifyApplicationSubmitted(
  detail: ApplicationSubmittedDetail,
  now = new Date(),
): Promise<void> {
  return mailCandidateOnce(
    detail.applicationId,
    `${detail.appliedAt}#submitted`,
    ({ firstName }, job) => submittedMail({ firstName, job }, config.siteOrigin),
    now,
  );
}
