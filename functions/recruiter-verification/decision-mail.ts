import { isConditionalFailure } from '../applications/conditional';
import { findUserById } from '../platform/auth/users';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { decisionMails, recruiterApplications } from './entities';
import type { RecruiterApplicationDecidedDetail } from './events';

/** How long a sent mail's claim is kept: far longer than EventBridge redelivers an event. */
const CLAIM_DAYS = 30;

/** The employer's notice of the admin's decision, with what to do next. */
export function decisionMail(
  input: { firstName: string; companyName: string; decision: 'approved' | 'rejected'; reason: string | null },
  siteOrigin: string,
) {
  if (input.decision === 'approved') {
    return {
      subject: `${input.companyName} is verified on Jobmatch`,
      text: [
        `Hi ${input.firstName},`,
        '',
        `Good news: your recruiter account for ${input.companyName} has been approved.`,
        '',
        'Next steps:',
        `- Post your first job: ${siteOrigin}/employer/dashboard?postJob=true`,
        `- Choose a plan for access to IT candidates: ${siteOrigin}/pricing`,
        `- Invite your team: ${siteOrigin}/team`,
        '',
        'The Jobmatch team',
      ].join('\n'),
    };
  }
  return {
    subject: `Your recruiter application for ${input.companyName} was not approved`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `We could not approve your recruiter application for ${input.companyName}.`,
      '',
      `Reason: ${input.reason ?? 'Not given'}`,
      '',
      `Next steps: address the reason above and submit a new application at ${siteOrigin}/recruiter/apply`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/**
 * Mails the employer once per decision. The decision's claim is created on the condition that it does
 * not exist before the mail goes out, so a redelivered or concurrent copy of the event sends nothing; if
 * sending fails the claim is removed and the error thrown, so the retry sends it.
 */
export async function notifyDecision(
  detail: RecruiterApplicationDecidedDetail,
  now = new Date(),
): Promise<void> {
  const { data: application } = await recruiterApplications().get({ id: detail.applicationId }).go();
  if (!application) {
    logger.warn('Recruiter application not found; no decision mail', { applicationId: detail.applicationId });
    return;
  }
  const user = await findUserById(application.userId);
  if (!user) return;
  const key = { applicationId: detail.applicationId, decision: detail.decision };
  const claimed = await decisionMails()
    .create({ ...key, expiresAt: Math.floor(now.getTime() / 1000) + CLAIM_DAYS * 86_400 })
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) return false;
      throw error;
    });
  if (!claimed) return;
  try {
    await sendMail({
      to: user.email,
      ...decisionMail(
        {
          firstName: user.firstName,
          companyName: application.companyName,
          decision: detail.decision,
          reason: detail.reason,
        },
        config.siteOrigin,
      ),
    });
  } catch (error) {
    await decisionMails().delete(key).go();
    throw error;
  }
  await decisionMails().patch(key).set({ sentAt: new Date().toISOString() }).go();
}
