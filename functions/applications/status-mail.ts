import { statusMailFor } from '../../shared/employer/status-mails';
import type { EmployerStatus } from '../../shared/jobs/options';
import type { ApplicationJob } from '../../shared/jobs/types';
import { type ApplicationItem, applications, statusMails } from '../model/applications';
import type { ApplicationStatusChangedDetail, ApplicationSubmittedDetail } from '../model/events';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';

/** How long a sent mail's claim is kept: far longer than EventBridge redelivers an event. */
const CLAIM_DAYS = 30;
/** The candidate's list of applications in the web app. */
export const MY_APPLICATIONS_PATH = '/applications';

/** The note a candidate gets when an employer moves their application, worded per status. */
export function statusMail(
  input: { firstName: string; job: ApplicationJob; to: EmployerStatus | 'closed' },
  siteOrigin: string,
) {
  return statusMailFor(input.to, {
    firstName: input.firstName,
    jobTitle: input.job.title,
    companyName: input.job.company.name,
    applicationsUrl: `${siteOrigin}${MY_APPLICATIONS_PATH}`,
  });
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

export interface CandidateMail {
  /** Why nothing goes, when nothing should; undefined to send. */
  skip?: (application: ApplicationItem) => string | undefined;
  compose: (candidate: { firstName: string }, job: ApplicationJob) => { subject: string; text: string };
  /** What the application records once the mail went. */
  sent?: Partial<Pick<ApplicationItem, 'statusMailed'>>;
}

/**
 * Mails the candidate of an application once per `change` (a status change, or the submission). The
 * change's claim is created on the condition that it does not exist before the mail goes out, so a
 * redelivered or concurrent copy of the event sends nothing; if sending fails the claim is removed and the
 * error thrown, so the retry sends it.
 */
export async function mailCandidateOnce(
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
  const skipped = mail.skip?.(application);
  if (skipped) {
    logger.info('No mail', { applicationId, change, reason: skipped });
    return;
  }
  const key = { applicationId, change };
  const claimed = await writtenUnlessConditionFails(
    statusMails()
      .create({ ...key, expiresAt: Math.floor(now.getTime() / 1000) + CLAIM_DAYS * 86_400 })
      .go(),
  );
  if (!claimed) return;

  const candidate = application.candidate as { firstName: string; email: string };
  try {
    await sendMail({ to: candidate.email, ...mail.compose(candidate, application.job as ApplicationJob) });
  } catch (error) {
    await statusMails().delete(key).go();
    throw error;
  }
  await statusMails().patch(key).set({ sentAt: new Date().toISOString() }).go();
  if (mail.sent) await applications().patch({ id: applicationId }).set(mail.sent).go();
}

/**
 * Why a status change, delivered once its undo window has passed (ADR 0023), is not mailed: another change
 * came after it (an Undo, or a further move: only the latest is told), or it ends at the status the
 * candidate last heard of (an Undo back to it).
 */
export function unmailedBecause(
  application: Pick<ApplicationItem, 'status' | 'history' | 'statusMailed'>,
  detail: Pick<ApplicationStatusChangedDetail, 'to' | 'at'>,
): string | undefined {
  const latest = (application.history as { at: string }[] | undefined)?.at(-1);
  if (application.status !== detail.to || latest?.at !== detail.at) return 'superseded by a later change';
  if ((application.statusMailed ?? 'applied') === detail.to) return 'the candidate already knows this status';
  return undefined;
}

/**
 * Application Status Changed, after the undo window: the candidate hears the new status, once per change,
 * if it still stands and is news to them.
 */
export function notifyStatusChange(detail: ApplicationStatusChangedDetail, now = new Date()): Promise<void> {
  return mailCandidateOnce(
    detail.applicationId,
    `${detail.at}#${detail.to}`,
    {
      skip: (application) => unmailedBecause(application, detail),
      compose: ({ firstName }, job) => statusMail({ firstName, job, to: detail.to }, config.siteOrigin),
      sent: { statusMailed: detail.to },
    },
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
    { compose: ({ firstName }, job) => submittedMail({ firstName, job }, config.siteOrigin) },
    now,
  );
}
