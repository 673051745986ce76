import { findUserById } from '../model/accounts';
import type { CompanyChangeDecidedDetail } from '../model/events';
import { decisionMails } from '../model/recruiter-applications';
import { config } from '../platform/config';
import { sendMail } from '../platform/mail';
import { claim } from './decision-mail';

/** What was asked, in words: 'name to "Acme Labs"' and/or 'website to https://acmelabs.in'. */
function askedFor(detail: Pick<CompanyChangeDecidedDetail, 'name' | 'website'>): string {
  return [
    detail.name ? `name to "${detail.name}"` : null,
    detail.website ? `website to ${detail.website}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
}

/** The requester's notice of the admin's decision on a change of the company's name or website. */
export function companyChangeMail(
  input: Pick<CompanyChangeDecidedDetail, 'decision' | 'name' | 'website' | 'companyName' | 'reason'> & {
    firstName: string;
  },
  siteOrigin: string,
) {
  const change = askedFor(input);
  if (input.decision === 'approved') {
    return {
      subject: `Your company change on Jobmatch is approved`,
      text: [
        `Hi ${input.firstName},`,
        '',
        `We have checked and approved the change of your company's ${change}.`,
        'Your company page and all your jobs now show it.',
        '',
        `Edit your company profile: ${siteOrigin}/employer/company`,
        '',
        'The Jobmatch team',
      ].join('\n'),
    };
  }
  return {
    subject: `Your company change on Jobmatch was not approved`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `We could not approve the change of ${input.companyName}'s ${change}.`,
      '',
      `Reason: ${input.reason ?? 'Not given'}`,
      '',
      `Your company keeps its current details. You can file the change again with what we asked for at ${siteOrigin}/employer/company`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** Mails the requester once per decision, with the same claim as the other admin notices (decision-mail.ts). */
export async function notifyCompanyChange(
  detail: CompanyChangeDecidedDetail,
  { now = new Date(), send = sendMail }: { now?: Date; send?: typeof sendMail } = {},
): Promise<void> {
  const user = await findUserById(detail.requestedBy);
  if (!user) return;
  const key = {
    applicationId: `company-change#${detail.companyId}#${detail.requestedAt}`,
    decision: detail.decision,
  };
  const claimed = await claim(key, now);
  if (claimed === 'sent') return;
  if (claimed === 'in flight') throw new Error('Company change mail is being sent by another attempt');
  try {
    await send({
      to: user.email,
      ...companyChangeMail({ ...detail, firstName: user.firstName }, config.siteOrigin),
    });
  } catch (error) {
    await decisionMails().delete(key).go();
    throw error;
  }
  await decisionMails().patch(key).set({ sentAt: now.toISOString() }).go();
}
