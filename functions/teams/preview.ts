import { TEAM_MESSAGES } from '../../shared/teams/schemas';
import type { InvitationPreview } from '../../shared/teams/types';
import { findUserByEmail, findUserById } from '../model/accounts';
import { waitingInvitationFor } from '../model/invitations';
import { findOrganisation } from '../model/organisation-members';
import { NotFoundError } from '../platform/errors';
import { inviterNameOf } from './invitation-mail';

/**
 * What an invitation link shows before anyone signs in: the organisation, who invited, and the invited
 * address with whether it has an account (so the page leads with sign-in or sign-up). Only the link's
 * holder asks, and the link was mailed to that address: it tells them nothing they could not read there.
 */
export async function previewInvitation(token: string, now = new Date()): Promise<InvitationPreview> {
  const waiting = await waitingInvitationFor(token, now);
  const organisation = waiting && (await findOrganisation(waiting.invitation.organisationId));
  if (!waiting || !organisation) throw new NotFoundError(TEAM_MESSAGES.invalidOrExpired);
  const { invitation } = waiting;
  const [inviter, account] = await Promise.all([
    findUserById(invitation.invitedBy),
    findUserByEmail(invitation.email),
  ]);
  return {
    organizationName: organisation.name,
    inviterName: inviterNameOf(inviter),
    email: invitation.email,
    role: invitation.role,
    hasAccount: Boolean(account),
  };
}
