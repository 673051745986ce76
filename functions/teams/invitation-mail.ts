import { TEAM_ROLE_LABELS, type TeamRole } from '../../shared/teams/schemas';
import { findUserById } from '../model/accounts';
import type { InvitationSentDetail } from '../model/events';
import { hashInvitationToken, invitations } from '../model/invitations';
import { findOrganisation } from '../model/organisation-members';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { newInvitationToken, voidTokenHash } from './tokens';

/** How the invitation names who sent it, in the mail and on the link's page. */
export const inviterNameOf = (inviter: { firstName: string; lastName: string } | undefined) =>
  inviter ? `${inviter.firstName} ${inviter.lastName}` : 'A colleague';

/** The page that opens an invitation link (web paths.invite.accept). */
export const INVITE_ACCEPT_PATH = '/invite/accept';

export function invitationMail(
  input: { organisationName: string; inviterName: string; role: TeamRole; expiresAt: string; token: string },
  siteOrigin: string,
) {
  const link = `${siteOrigin}${INVITE_ACCEPT_PATH}?token=${encodeURIComponent(input.token)}`;
  const until = new Date(input.expiresAt).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return {
    subject: `${input.inviterName} invited you to join ${input.organisationName} on Jobmatch`,
    text: [
      'Hello,',
      '',
      `${input.inviterName} invited you to join the ${input.organisationName} hiring team on Jobmatch as ${TEAM_ROLE_LABELS[input.role].toLowerCase()}.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      `The link works until ${until}. New to Jobmatch? Open the link to create your account with your name and a password: you join ${input.organisationName} at once, with no verification of your own.`,
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/**
 * Mails one send of an invitation. The token is made here and only its hash stored, claimed with the
 * send number on the condition that this send is current and not mailed yet: a redelivered event, or one
 * for a send a resend replaced, mails nothing. If the mail fails the claim is given back (and the token
 * voided) and the error thrown, so the retry mails a fresh token.
 */
export async function mailInvitation(detail: InvitationSentDetail): Promise<void> {
  const key = { organisationId: detail.organisationId, id: detail.invitationId };
  const token = newInvitationToken();
  const claimed = await invitations()
    .patch(key)
    .set({ tokenHash: hashInvitationToken(token), mailedSend: detail.send })
    .where(
      (attributes, { eq, lt }) =>
        `${eq(attributes.status, 'pending')} AND ${eq(attributes.sends, detail.send)} AND ${lt(attributes.mailedSend, detail.send)}`,
    )
    .go({ response: 'all_new' })
    .then((result) => result.data)
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) return undefined;
      throw error;
    });
  if (!claimed) {
    logger.info('Invitation send already mailed or replaced', { ...detail });
    return;
  }
  const [organisation, inviter] = await Promise.all([
    findOrganisation(detail.organisationId),
    findUserById(claimed.invitedBy),
  ]);
  try {
    await sendMail({
      to: claimed.email,
      ...invitationMail(
        {
          organisationName: organisation?.name ?? 'a company',
          inviterName: inviterNameOf(inviter),
          role: claimed.role as TeamRole,
          expiresAt: claimed.expiresAt,
          token,
        },
        config.siteOrigin,
      ),
    });
  } catch (error) {
    await invitations()
      .patch(key)
      .set({ tokenHash: voidTokenHash(), mailedSend: detail.send - 1 })
      .where((attributes, { eq }) => eq(attributes.mailedSend, detail.send))
      .go()
      // The mail's own error is the one to report; if even this fails, the admin's Resend mails anew.
      .catch(() => undefined);
    throw error;
  }
}
