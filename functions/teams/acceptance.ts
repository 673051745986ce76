import { createWriteTransaction } from 'electrodb';
import { hasSeatToJoin, isExpired } from '../../shared/teams/rules';
import { normaliseEmail, TEAM_MESSAGES, type TeamRole } from '../../shared/teams/schemas';
import type { AcceptedInvitation } from '../../shared/teams/types';
import { findUserById, identity } from '../model/accounts';
import { type InvitationItem, invitations } from '../model/invitations';
import { accountAsCopied, accountCopyOf, memberships } from '../model/memberships';
import { findOrganisation } from '../model/organisation-members';
import type { OrganisationItem } from '../model/organisations';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, NotFoundError } from '../platform/errors';
import { refusedOnCondition } from './conditions';
import { activeMemberships } from './members';
import { teamPlanOf } from './plan';
import { TeamRefusal } from './standing';
import { hashInvitationToken } from './tokens';

const invalidOrExpired = () => new NotFoundError(TEAM_MESSAGES.invalidOrExpired);

/**
 * The waiting invitation a token opens, for the signed-in person it was sent to. Only the token's hash is
 * looked up; a used, declined, cancelled, resent (voided) or expired link opens nothing.
 */
async function invitationFor(
  principal: Principal,
  token: string,
  now: Date,
): Promise<{ invitation: InvitationItem; tokenHash: string; organisation: OrganisationItem }> {
  if (principal.user.role !== 'employer') throw new TeamRefusal('INVITATION_EMPLOYERS_ONLY');
  const tokenHash = hashInvitationToken(token);
  const { data } = await invitations().query.byToken({ tokenHash }).go();
  const invitation = data[0];
  if (invitation?.status !== 'pending' || isExpired(invitation.expiresAt, now)) {
    throw invalidOrExpired();
  }
  if (normaliseEmail(principal.record.email) !== invitation.email) {
    throw new TeamRefusal('INVITATION_WRONG_ACCOUNT');
  }
  const organisation = await findOrganisation(invitation.organisationId);
  if (!organisation) throw invalidOrExpired();
  return { invitation, tokenHash, organisation };
}

/** The invitation's answer, written only while it is still the same waiting invitation. */
const stillWaiting =
  (tokenHash: string) =>
  (
    attributes: { status: unknown; tokenHash: unknown },
    { eq }: { eq: (attribute: unknown, value: unknown) => string },
  ) =>
    `${eq(attributes.status, 'pending')} AND ${eq(attributes.tokenHash, tokenHash)}`;

const JOIN_ATTEMPTS = 3;

/**
 * Joins the organisation: the invitation is used up, the membership is created (only if the person
 * belongs to no organisation) with a copy of their account for the team list (ADR 0017), and the person
 * holds the organisation's verification, in one transaction. Two accepts of one link give one member. The
 * account is held to what was copied: a change of its names or address committed in between cancels the
 * join, which starts again from the account as it now is.
 */
export async function acceptInvitation(
  principal: Principal,
  token: string,
  now = new Date(),
  attempt = 1,
): Promise<AcceptedInvitation> {
  const { invitation, tokenHash, organisation } = await invitationFor(principal, token, now);
  const { data: existing } = await memberships().get({ userId: principal.record.id }).go();
  if (existing) throw new ConflictError(TEAM_MESSAGES.alreadyInOrganisation);
  const team = await activeMemberships(organisation.id);
  if (!hasSeatToJoin(teamPlanOf(organisation, now), team.length))
    throw new ConflictError(TEAM_MESSAGES.limitReached);

  const at = now.toISOString();
  const copy = accountCopyOf(principal.record);
  const { canceled, data } = await createWriteTransaction(
    { invitation: invitations(), membership: memberships(), user: identity().entities.user },
    (entities) => [
      entities.invitation
        .patch({ organisationId: invitation.organisationId, id: invitation.id })
        .set({ status: 'accepted', respondedAt: at })
        .where(stillWaiting(tokenHash))
        .commit(),
      entities.membership
        .create({
          userId: principal.record.id,
          organisationId: organisation.id,
          teamRole: invitation.role,
          status: 'active',
          joinedAt: at,
          ...copy,
          owner: organisation.ownerId === principal.record.id,
        })
        .commit(),
      entities.user
        .patch({ id: principal.record.id })
        .set({ approvalStatus: 'approved', companyName: organisation.name, updatedAt: at })
        .remove(['rejectionReason'])
        .where(accountAsCopied(copy))
        .commit(),
    ],
  ).go();
  if (canceled) {
    const [invitationRefused, membershipRefused, accountRefused] = data.map(
      (result) => result.rejected && result.code === 'ConditionalCheckFailed',
    );
    if (accountRefused && !invitationRefused && !membershipRefused && attempt < JOIN_ATTEMPTS) {
      const record = await findUserById(principal.record.id);
      if (record) return acceptInvitation({ ...principal, record }, token, now, attempt + 1);
    }
    const { data: member } = await memberships().get({ userId: principal.record.id }).go();
    throw member ? new ConflictError(TEAM_MESSAGES.alreadyInOrganisation) : invalidOrExpired();
  }
  return {
    organizationId: organisation.id,
    organizationName: organisation.name,
    role: invitation.role as TeamRole,
  };
}

/** Says no: the link is used up and the team admin sees the invitation leave the waiting list. */
export async function declineInvitation(principal: Principal, token: string, now = new Date()) {
  const { invitation, tokenHash } = await invitationFor(principal, token, now);
  await invitations()
    .patch({ organisationId: invitation.organisationId, id: invitation.id })
    .set({ status: 'declined', respondedAt: now.toISOString() })
    .where(stillWaiting(tokenHash))
    .go()
    .catch(refusedOnCondition(invalidOrExpired));
  return { declined: true };
}
