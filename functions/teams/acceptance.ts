import { createWriteTransaction } from 'electrodb';
import { TEAM } from '../../shared/constants';
import { hasSeatToJoin, maxMembersFor, mayGiveRole } from '../../shared/teams/rules';
import { normaliseEmail, TEAM_MESSAGES, type TeamRole } from '../../shared/teams/schemas';
import type { AcceptedInvitation } from '../../shared/teams/types';
import { findUserById, identity } from '../model/accounts';
import { type InvitationItem, invitations, waitingInvitationFor } from '../model/invitations';
import { accountAsCopied, accountCopyOf, memberships } from '../model/memberships';
import { findOrganisation } from '../model/organisation-members';
import type { OrganisationItem } from '../model/organisations';
import { teamSeats } from '../model/team-seats';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, NotFoundError } from '../platform/errors';
import { teamPlanOf } from './plan';
import {
  holdsSeat,
  invitationAsRead,
  refusedItems,
  seatCounter,
  seatsMoved,
  transactRetrying,
} from './seats';
import { TeamRefusal } from './standing';

const invalidOrExpired = () => new NotFoundError(TEAM_MESSAGES.invalidOrExpired);

/**
 * The waiting invitation a token opens, for the signed-in person it was sent to.
 */
async function invitationFor(
  principal: Principal,
  token: string,
  now: Date,
): Promise<{ invitation: InvitationItem; tokenHash: string; organisation: OrganisationItem }> {
  if (principal.user.role !== 'employer') throw new TeamRefusal('INVITATION_EMPLOYERS_ONLY');
  const waiting = await waitingInvitationFor(token, now);
  if (!waiting) throw invalidOrExpired();
  const { invitation, tokenHash } = waiting;
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
 * belongs to no organisation) with a copy of their account for the team list (ADR 0017), the person holds
 * the organisation's verification, and the seat counter counts one more member on the condition that the
 * members are below the plan's seats (the invitation's own seat becomes the member's), in one transaction.
 * Two accepts of one link give one member; accepts of many links at once never pass the plan's seats. On
 * Professional, whose members are recruiters, an admin invitation (sent while on Enterprise) joins as a
 * recruiter. The account is held to what was copied: a change of its names or address committed in
 * between cancels the join, which starts again from the account as it now is.
 */
export async function acceptInvitation(
  principal: Principal,
  token: string,
  now = new Date(),
  attempt = 1,
): Promise<AcceptedInvitation> {
  const found = await invitationFor(principal, token, now);
  const { tokenHash, organisation } = found;
  const { data: existing } = await memberships().get({ userId: principal.record.id }).go();
  if (existing) throw new ConflictError(TEAM_MESSAGES.alreadyInOrganisation);
  const plan = teamPlanOf(organisation, now);
  const seats = await seatCounter(organisation, now);
  if (!hasSeatToJoin(plan, seats.members)) throw new ConflictError(TEAM_MESSAGES.limitReached);
  // Read again by its key: the index answered a moment ago, and the counter's first use may have marked it.
  const { data: invitation } = await invitations()
    .get({ organisationId: organisation.id, id: found.invitation.id })
    .go({ consistent: true });
  if (invitation?.status !== 'pending' || invitation.tokenHash !== tokenHash) throw invalidOrExpired();
  const role: TeamRole = mayGiveRole(plan, invitation.role) ? invitation.role : TEAM.defaultInviteRole;

  const at = now.toISOString();
  const copy = accountCopyOf(principal.record);
  const outcome = await transactRetrying(() =>
    createWriteTransaction(
      {
        invitation: invitations(),
        membership: memberships(),
        user: identity().entities.user,
        seats: teamSeats(),
      },
      (entities) => [
        entities.invitation
          .patch({ organisationId: invitation.organisationId, id: invitation.id })
          .set({ status: 'accepted', respondedAt: at, seatHeld: false })
          .where(
            (attributes, operations) =>
              `${stillWaiting(tokenHash)(attributes, operations)} AND ${invitationAsRead(invitation)(attributes, operations)}`,
          )
          .commit(),
        entities.membership
          .create({
            userId: principal.record.id,
            organisationId: organisation.id,
            teamRole: role,
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
        seatsMoved(
          entities.seats,
          organisation.id,
          { seats: holdsSeat(invitation) ? 0 : 1, members: 1 },
          now,
          holdsSeat(invitation)
            ? { members: maxMembersFor(plan) }
            : { members: maxMembersFor(plan), seats: maxMembersFor(plan) },
        ),
      ],
    ).go(),
  );
  if (outcome.canceled) {
    const [invitationRefused, membershipRefused, accountRefused, seatRefused] = refusedItems(outcome);
    if (
      (accountRefused || invitationRefused) &&
      !membershipRefused &&
      !seatRefused &&
      attempt < JOIN_ATTEMPTS
    ) {
      const record = await findUserById(principal.record.id);
      if (record) return acceptInvitation({ ...principal, record }, token, now, attempt + 1);
    }
    const { data: member } = await memberships().get({ userId: principal.record.id }).go();
    if (member) throw new ConflictError(TEAM_MESSAGES.alreadyInOrganisation);
    if (seatRefused && !invitationRefused) throw new ConflictError(TEAM_MESSAGES.limitReached);
    throw invalidOrExpired();
  }
  return { organizationId: organisation.id, organizationName: organisation.name, role };
}

/**
 * Says no: the link is used up, the seat the invitation held is free again, and the team admin sees the
 * invitation leave the waiting list.
 */
export async function declineInvitation(principal: Principal, token: string, now = new Date()) {
  const found = await invitationFor(principal, token, now);
  const { tokenHash, organisation } = found;
  await seatCounter(organisation, now);
  const { data: invitation } = await invitations()
    .get({ organisationId: organisation.id, id: found.invitation.id })
    .go({ consistent: true });
  if (invitation?.status !== 'pending' || invitation.tokenHash !== tokenHash) throw invalidOrExpired();
  const outcome = await transactRetrying(() =>
    createWriteTransaction({ invitation: invitations(), seats: teamSeats() }, (entities) => [
      entities.invitation
        .patch({ organisationId: invitation.organisationId, id: invitation.id })
        .set({ status: 'declined', respondedAt: now.toISOString(), seatHeld: false })
        .where(
          (attributes, operations) =>
            `${stillWaiting(tokenHash)(attributes, operations)} AND ${invitationAsRead(invitation)(attributes, operations)}`,
        )
        .commit(),
      ...(holdsSeat(invitation) ? [seatsMoved(entities.seats, organisation.id, { seats: -1 }, now)] : []),
    ]).go(),
  );
  if (outcome.canceled) throw invalidOrExpired();
  return { declined: true };
}
