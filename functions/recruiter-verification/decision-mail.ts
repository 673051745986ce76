import { findUserById } from '../model/accounts';
import type { RecruiterApplicationDecidedDetail } from '../model/events';
import { decisionMails, recruiterApplications } from '../model/recruiter-applications';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';

/** How long a sent mail's claim is kept: far longer than EventBridge redelivers an event. */
const CLAIM_DAYS = 30;
/**
 * How long an attempt holds the claim while it sends: three times the notifier's 10-second Lambda timeout
 * (the default in lib/constructs/app-function.ts), so a live attempt never loses it, and less than the
 * minute Lambda waits before retrying an attempt that died, so that retry finds it free.
 */
export const MAIL_LEASE_MS = 30_000;

type MailKey = { applicationId: string; decision: string };

/** Takes the claim for this attempt, or says why not: the mail was sent, or another attempt is sending. */
export async function claim(key: MailKey, now: Date): Promise<'taken' | 'sent' | 'in flight'> {
  const at = now.getTime();
  const taken = await writtenUnlessConditionFails(
    decisionMails()
      .put({ ...key, leaseUntil: at + MAIL_LEASE_MS, expiresAt: Math.floor(at / 1000) + CLAIM_DAYS * 86_400 })
      .where(
        (attributes, { notExists, lt }) =>
          `${notExists(attributes.applicationId)} OR (${notExists(attributes.sentAt)} AND ${lt(attributes.leaseUntil, at)})`,
      )
      .go(),
  );
  if (taken) return 'taken';
  const { data } = await decisionMails().get(key).go();
  return data?.sentAt ? 'sent' : 'in flight';
}

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
 * Mails the employer once per decision, at least once and in practice exactly once. The attempt that
 * takes the claim sends, then marks it sent; if sending fails it gives the claim back and throws, so the
 * retry sends. An attempt that dies between claim and send leaves a lease that expires, so its retry
 * sends. Only a death between the send and the mark can send a second mail: never none.
 */
export async function notifyDecision(
  detail: RecruiterApplicationDecidedDetail,
  { now = new Date(), send = sendMail }: { now?: Date; send?: typeof sendMail } = {},
): Promise<void> {
  const { data: application } = await recruiterApplications().get({ id: detail.applicationId }).go();
  if (!application) {
    logger.warn('Recruiter application not found; no decision mail', { applicationId: detail.applicationId });
    return;
  }
  const user = await findUserById(application.userId);
  if (!user) return;
  const key = { applicationId: detail.applicationId, decision: detail.decision };
  const claimed = await claim(key, now);
  if (claimed === 'sent') return;
  // Whether the other attempt's mail goes out is not known yet: fail, so this copy is retried later.
  if (claimed === 'in flight') throw new Error('Decision mail is being sent by another attempt');
  try {
    await send({
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
  await decisionMails().patch(key).set({ sentAt: now.toISOString() }).go();
}
