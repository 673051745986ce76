import { SUPPORT } from '../../shared/constants';
import { formatDateTime } from '../../shared/dates';
import { findUserById } from '../model/accounts';
import type { JobModeratedDetail } from '../model/events';
import { organisations } from '../model/organisations';
import { decisionMails } from '../model/recruiter-applications';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { claim } from './decision-mail';

/**
 * The employer's notice that an admin paused or removed their job, written as a colleague would write it:
 * which job, what happened, the admin's reason in their words, and what the employer can do now.
 */
export function moderationMail(
  input: Pick<JobModeratedDetail, 'action' | 'reason' | 'title' | 'companyName' | 'at'> & {
    firstName: string;
  },
  siteOrigin: string,
) {
  const paused = input.action === 'paused';
  const when = formatDateTime(input.at);
  return {
    subject: paused
      ? `Your job “${input.title}” has been paused`
      : `Your job “${input.title}” has been removed from Jobmatch`,
    text: [
      `Hi ${input.firstName},`,
      '',
      paused
        ? `We have paused your job post “${input.title}” for ${input.companyName} on ${when}. While it is paused, candidates cannot find it or apply, and the applications you already have stay with you.`
        : `We have removed your job post “${input.title}” for ${input.companyName} from Jobmatch on ${when}. Candidates can no longer find it or apply to it.`,
      '',
      'Here is why:',
      input.reason,
      '',
      paused
        ? `Once you have addressed this, you can edit the post and activate it again from My Jobs: ${siteOrigin}/my-jobs`
        : `You are welcome to post the role again once the post addresses this: ${siteOrigin}/employer/dashboard?postJob=true`,
      '',
      `If you think this was a mistake, write to us at ${SUPPORT.email} and we will take another look.`,
      '',
      'Regards,',
      'The Jobmatch admin team',
    ].join('\n'),
  };
}

/** The employer told: whoever posted the job if they are an employer, otherwise the organisation's owner. */
async function recipientOf(detail: JobModeratedDetail) {
  const poster = await findUserById(detail.postedBy);
  if (poster && poster.role === 'EMPLOYER') return poster;
  const { data: organisation } = await organisations().get({ id: detail.organisationId }).go();
  return organisation ? findUserById(organisation.ownerId) : undefined;
}

/**
 * Mails the employer once per moderation (the job's version after it), with the same claim as the recruiter
 * decisions (decision-mail.ts): at least once, in practice exactly once.
 */
export async function notifyModeration(
  detail: JobModeratedDetail,
  { now = new Date(), send = sendMail }: { now?: Date; send?: typeof sendMail } = {},
): Promise<void> {
  const employer = await recipientOf(detail);
  if (!employer) {
    logger.warn('Job moderated but nobody to tell', {
      jobId: detail.jobId,
      organisationId: detail.organisationId,
    });
    return;
  }
  const key = { applicationId: `job:${detail.jobId}`, decision: `${detail.action}:${detail.version}` };
  const claimed = await claim(key, now);
  if (claimed === 'sent') return;
  if (claimed === 'in flight') throw new Error('Moderation mail is being sent by another attempt');
  try {
    await send({
      to: employer.email,
      ...moderationMail({ ...detail, firstName: employer.firstName }, config.siteOrigin),
    });
  } catch (error) {
    await decisionMails().delete(key).go();
    throw error;
  }
  await decisionMails().patch(key).set({ sentAt: now.toISOString() }).go();
}
