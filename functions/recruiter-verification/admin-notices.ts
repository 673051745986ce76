import { waitedFor } from '../../shared/admin/dashboard';
import { indianDay } from '../../shared/dates';
import { oneBusinessDayAfter, REVIEW_TIME } from '../../shared/recruiters/review-time';
import { findUserById } from '../model/accounts';
import { adminIds } from '../model/admin-roster';
import type { RecruiterApplicationSubmittedDetail } from '../model/events';
import { choicesFor } from '../model/notification-preferences';
import { type RecruiterApplicationItem, recruiterApplications } from '../model/recruiter-applications';
import { sendOnce } from '../model/sent-notifications';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { optionalMail } from '../platform/optional-mail';

/*
 * The admins' recruiter-application mails (issue 32): each new application as it is submitted, and a
 * reminder each morning while any has waited more than a business day, so the review time promised to
 * employers does not depend on someone opening Verify Recruiters. To every admin who has not turned them
 * off; each mail once per application (or per morning) and admin.
 */

const QUEUE_PATH = '/admin/recruiters';
/** Applications a reminder names one by one; the rest are a count. */
const LISTED = 10;

/** The admins who take these mails, with their addresses read afresh (a deleted account is skipped). */
async function recipients(): Promise<{ id: string; firstName: string; email: string }[]> {
  const ids = await adminIds();
  const choices = await choicesFor(ids, 'recruiterApplications');
  const accounts = await Promise.all(
    ids.filter((id) => choices.get(id) !== 'off').map((id) => findUserById(id)),
  );
  return accounts.flatMap((account) =>
    account && account.role === 'ADMIN'
      ? [{ id: account.id, firstName: account.firstName, email: account.email }]
      : [],
  );
}

/** Mails each recipient once for the occasion; throws after trying everyone if any send failed. */
async function mailEach(
  occasionOf: (adminId: string) => string,
  compose: (firstName: string) => { subject: string; text: string },
): Promise<number> {
  let sent = 0;
  let failure: unknown;
  for (const admin of await recipients()) {
    try {
      const mailed = await sendOnce(occasionOf(admin.id), () =>
        optionalMail(
          {
            accountId: admin.id,
            kind: 'recruiterApplications',
            to: admin.email,
            ...compose(admin.firstName),
          },
          config.siteOrigin,
        ),
      );
      if (mailed) sent += 1;
    } catch (error) {
      logger.error('Recruiter application notice not mailed', { adminId: admin.id, error });
      failure = error;
    }
  }
  if (failure) throw failure;
  return sent;
}

export function newApplicationNotice(
  application: RecruiterApplicationItem,
  firstName: string,
  siteOrigin: string,
) {
  const applicant = application.applicant as { firstName: string; lastName: string };
  return {
    subject: `New recruiter application: ${application.companyName}`,
    text: [
      `Hello ${firstName},`,
      '',
      `${applicant.firstName} ${applicant.lastName}, ${application.jobTitle} at ${application.companyName}, applied to hire on Jobmatch.`,
      `Employers are told we decide within ${REVIEW_TIME}.`,
      '',
      `Review it: ${siteOrigin}${QUEUE_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** Recruiter Application Submitted: every admin who takes these is told, once. */
export async function notifyAdminsOfApplication(detail: RecruiterApplicationSubmittedDetail): Promise<void> {
  const { data: application } = await recruiterApplications().get({ id: detail.applicationId }).go();
  if (!application) {
    logger.warn('Recruiter application not found; no notice', { applicationId: detail.applicationId });
    return;
  }
  await mailEach(
    (adminId) => `recruiter-application#${application.id}#${adminId}`,
    (firstName) =>
      newApplicationNotice(application as RecruiterApplicationItem, firstName, config.siteOrigin),
  );
}

export function waitingReminder(
  waiting: RecruiterApplicationItem[],
  firstName: string,
  now: Date,
  siteOrigin: string,
) {
  const count = waiting.length;
  const listed = waiting
    .slice(0, LISTED)
    .map((application) => `- ${application.companyName}: waiting ${waitedFor(application.submittedAt, now)}`);
  return {
    subject: `${count} recruiter ${count === 1 ? 'application has' : 'applications have'} waited over a business day`,
    text: [
      `Hello ${firstName},`,
      '',
      `${count === 1 ? 'This recruiter application has' : 'These recruiter applications have'} waited more than one business day for a decision (employers are told ${REVIEW_TIME}):`,
      ...listed,
      ...(count > LISTED ? [`and ${count - LISTED} more.`] : []),
      '',
      `Review them: ${siteOrigin}${QUEUE_PATH}`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** The morning run: when any application has waited past a business day, each admin is reminded once a day. */
export async function remindAdminsOfWaiting(now = new Date()): Promise<number> {
  const open = await Promise.all(
    (['pending', 'under_review'] as const).map((status) =>
      recruiterApplications().query.byStatus({ status }).go({ pages: 'all' }),
    ),
  );
  const waiting = open
    .flatMap(({ data }) => data as RecruiterApplicationItem[])
    .filter((application) => oneBusinessDayAfter(application.submittedAt).getTime() <= now.getTime())
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  if (waiting.length === 0) return 0;
  return mailEach(
    (adminId) => `recruiter-reminder#${indianDay(now)}#${adminId}`,
    (firstName) => waitingReminder(waiting, firstName, now, config.siteOrigin),
  );
}
