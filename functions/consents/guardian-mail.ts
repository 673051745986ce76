import { formatLongDate } from '../../shared/dates';
import { NO_MARKETING, NOTICE_VERSION, noticeItemsFor } from '../../shared/privacy/notice';
import { findUserById } from '../model/accounts';
import type { GuardianConsentRequestedDetail } from '../model/events';
import { signProof } from '../platform/auth/tokens';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';

/** The kind of the signed link mailed to a parent or guardian. */
export const GUARDIAN_PROOF_KIND = 'guardian-consent';

/** The web page that opens the parent's link (web paths.guardianConsent). */
export const GUARDIAN_CONSENT_PATH = '/guardian-consent';
/** A week to read it and decide; the candidate can send a new link after. */
export const GUARDIAN_LINK_SECONDS = 7 * 24 * 60 * 60;

/**
 * Mails the parent or guardian the notice and the link that confirms (DPDP Act 2023 section 9; ADR 0036).
 * Nothing is sent once they confirmed or the person turned 18 meanwhile; a repeated event mails a fresh
 * link, which is what the candidate's "send it again" asks for.
 */
export async function mailGuardian({ accountId }: GuardianConsentRequestedDetail, now = new Date()) {
  const account = await findUserById(accountId);
  if (!account?.guardianEmail || account.guardianConsent !== 'waiting') {
    logger.info('No parent confirmation waiting', { accountId });
    return;
  }
  const token = await signProof(
    GUARDIAN_PROOF_KIND,
    accountId,
    { em: account.guardianEmail },
    GUARDIAN_LINK_SECONDS,
  );
  const link = `${config.siteOrigin}${GUARDIAN_CONSENT_PATH}?token=${encodeURIComponent(token)}`;
  const until = new Date(now.getTime() + GUARDIAN_LINK_SECONDS * 1000);
  const name = `${account.firstName} ${account.lastName}`.trim();
  const purposes = noticeItemsFor('candidate').flatMap((item) => [
    `- ${item.title}: ${item.why}`,
    `  Data used: ${item.data}.`,
  ]);
  await sendMail({
    to: account.guardianEmail,
    subject: `${account.firstName} asks for your consent to use Jobmatch`,
    text: [
      'Hello,',
      '',
      `${name} (${account.email}) has created an account on Jobmatch, a job marketplace in India, and gave this address as their parent's or guardian's.`,
      'As they are under 18, the law asks for your consent before they can apply to jobs or be matched with employers. Until then the account can only be filled in.',
      '',
      `What Jobmatch does with their data (privacy notice version ${NOTICE_VERSION}):`,
      ...purposes,
      NO_MARKETING,
      '',
      'If you are their parent or guardian and agree, confirm here:',
      link,
      '',
      `The link works until ${formatLongDate(until)}. If you do not know ${account.firstName}, or do not agree, ignore this mail: nothing more happens.`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  });
}
