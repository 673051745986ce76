import { createWriteTransaction } from 'electrodb';
import { hasSeatForInvite, invitationExpiry, isExpired, maxMembersFor } from '../../shared/teams/rules';
import { type InviteInput, TEAM_MESSAGES, type TeamRole } from '../../shared/teams/schemas';
import type { Invitation } from '../../shared/teams/types';
import { INVITATION_SENT, type InvitationSentDetail } from '../model/events';
import { type InvitationItem, invitations } from '../model/invitations';
import { teamActionWindows, teamSeats } from '../model/team-seats';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, NotFoundError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { countedIn, inviteWindow, resendWindow, TeamRateLimit } from './action-windows';
import { teamOf } from './members';
import {
  holdsSeat,
  invitationAsRead,
  refusedItems,
  seatCounter,
  seatsMoved,
  teamBusy,
  transactRetrying,
} from './seats';
import {
  requireInsider,
  requireRoleOnPlan,
  requireTeamAdmin,
  requireTeamPlan,
  type Standing,
  standingIn,
} from './standing';
import { voidTokenHash } from './tokens';

export function toInvitation(item: InvitationItem, now = new Date()): Invitation {
  return {
    id: item.id,
    organizationId: item.organisationId,
    email: item.email,
    role: item.role as TeamRole,
    invitedBy: item.invitedBy,
    invitedAt: item.invitedAt,
    expiresAt: item.expiresAt,
    status: item.status === 'pending' && isExpired(item.expiresAt, now) ? 'expired' : item.status,
  };
}

/** Invitations still waiting for an answer, expired ones included (a team admin may resend them). */
async function waitingInvitations(organisationId: string, consistent = false): Promise<InvitationItem[]> {
  const { data } = await invitations()
    .query.byOrganisation({ organisationId })
    .go({ pages: 'all', consistent });
  return data.filter((item) => item.status === 'pending');
}

export async function listInvitations(principal: Principal, organisationId: string, now = new Date()) {
  await requireInsider(principal, organisationId);
  return (await waitingInvitations(organisationId)).map((item) => toInvitation(item, now));
}

async function announce(item: Pick<InvitationItem, 'organisationId' | 'id' | 'sends'>) {
  const detail: InvitationSentDetail = {
    organisationId: item.organisationId,
    invitationId: item.id,
    send: item.sends,
  };
  await publishEvent(INVITATION_SENT, { ...detail });
}

const stillOpen = (waiting: InvitationItem[], now: Date) =>
  waiting.filter((item) => !isExpired(item.expiresAt, now));

/** Every invitation that opens (a new one, or an expired one sent again) needs a seat nobody holds. */
function requireSeatForInvite(standing: Standing, members: number, open: InvitationItem[]): void {
  if (!hasSeatForInvite(standing.plan, members, open.length)) {
    throw new ConflictError(TEAM_MESSAGES.limitReached);
  }
}

/**
 * Invites someone by address. The checks follow spec section 5 (already a member, already invited, both
 * case-insensitive), then the plan: members and open invitations together stay within its seats, only a
 * team with seats to fill is managed at all, and Professional invites recruiters. The seat is taken on the
 * counter's condition, with the hour's count of invitations, in the transaction that writes the
 * invitation (placeInvitation). The mail, with the only copy of the link's token, is sent by the
 * Invitation Sent rule's mailer.
 */
export async function invite(
  principal: Principal,
  organisationId: string,
  input: InviteInput,
  now = new Date(),
): Promise<Invitation> {
  const standing = await standingIn(principal, organisationId);
  requireTeamAdmin(standing);
  const [team, waiting] = await Promise.all([
    teamOf(organisationId, standing.organisation.ownerId),
    waitingInvitations(organisationId),
  ]);
  const open = stillOpen(waiting, now);
  if (team.some((member) => member.email.toLowerCase() === input.email)) {
    throw new ConflictError(TEAM_MESSAGES.alreadyMember);
  }
  if (open.some((item) => item.email === input.email)) throw new ConflictError(TEAM_MESSAGES.alreadyInvited);
  // A quick answer from what was read (the spec's message first, as on basic); the counter decides.
  requireSeatForInvite(standing, team.length, open);
  requireTeamPlan(standing);
  requireRoleOnPlan(standing, input.role);

  const item = {
    organisationId,
    id: timeOrderedId(now.getTime()),
    email: input.email,
    role: input.role,
    invitedBy: principal.record.id,
    invitedAt: now.toISOString(),
    expiresAt: invitationExpiry(now).toISOString(),
    status: 'pending' as const,
    sends: 1,
    mailedSend: 0,
    tokenHash: voidTokenHash(),
    seatHeld: true,
  };
  await placeInvitation(standing, item, now);
  await announce(item);
  return toInvitation(item, now);
}

const PLACE_ATTEMPTS = 4;

/**
 * Writes a new invitation in one transaction with the seat it takes (the counter below the plan's seats)
 * and the hour's count of the organisation's invitations (below its limit). Expired invitations still
 * holding their seats give them back in the same transaction, and an expired invitation to the same
 * address is replaced; each of those on the condition that it is as read, so a resend reopening one at
 * the same moment makes this read again.
 */
async function placeInvitation(standing: Standing, item: InvitationItem, now: Date, attempt = 1) {
  const { organisation } = standing;
  await seatCounter(organisation, now);
  const waiting = await waitingInvitations(organisation.id, true);
  const replaced = waiting.filter((other) => other.email === item.email);
  const lapsed = waiting.filter(
    (other) => other.email !== item.email && holdsSeat(other) && isExpired(other.expiresAt, now),
  );
  const freed = [...replaced, ...lapsed].filter(holdsSeat).length;
  const window = inviteWindow(organisation.id, now);
  const outcome = await transactRetrying(() =>
    createWriteTransaction(
      { seats: teamSeats(), windows: teamActionWindows(), invitation: invitations() },
      (entities) => [
        seatsMoved(entities.seats, organisation.id, { seats: 1 - freed }, now, {
          seats: maxMembersFor(standing.plan) + freed,
        }),
        countedIn(entities.windows, window),
        entities.invitation.create(item).commit(),
        ...replaced.map((other) =>
          entities.invitation
            .delete({ organisationId: organisation.id, id: other.id })
            .where(invitationAsRead(other))
            .commit(),
        ),
        ...lapsed.map((other) =>
          entities.invitation
            .patch({ organisationId: organisation.id, id: other.id })
            .set({ seatHeld: false })
            .where(invitationAsRead(other))
            .commit(),
        ),
      ],
    ).go(),
  );
  if (!outcome.canceled) return;
  const [seatRefused, windowRefused, , ...othersRefused] = refusedItems(outcome);
  if (othersRefused.some(Boolean) && attempt < PLACE_ATTEMPTS) {
    return placeInvitation(standing, item, now, attempt + 1);
  }
  if (seatRefused) throw new ConflictError(TEAM_MESSAGES.limitReached);
  if (windowRefused) throw new TeamRateLimit(window, now);
  throw teamBusy();
}

async function waitingInvitation(organisationId: string, invitationId: string) {
  const { data } = await invitations().get({ organisationId, id: invitationId }).go({ consistent: true });
  if (data?.status !== 'pending') throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  return data;
}

/**
 * Sends the invitation again with a new token: the old link stops working now, the new one in 7 days.
 * An invitation holding its seat keeps it; one whose seat was given back (it had expired) takes a free
 * one, exactly as a new invitation would. Each invitation is resent at most
 * TEAM.resendsPerInvitationPerDay times a day (429 after), counted in the same transaction.
 */
export async function resendInvitation(
  principal: Principal,
  organisationId: string,
  invitationId: string,
  now = new Date(),
  attempt = 1,
): Promise<Invitation> {
  const standing = await standingIn(principal, organisationId);
  requireTeamAdmin(standing);
  requireTeamPlan(standing);
  await seatCounter(standing.organisation, now);
  const invitation = await waitingInvitation(organisationId, invitationId);
  const takesSeat = !holdsSeat(invitation);
  const window = resendWindow(invitationId, now);
  const outcome = await transactRetrying(() =>
    createWriteTransaction(
      { seats: teamSeats(), windows: teamActionWindows(), invitation: invitations() },
      (entities) => [
        entities.invitation
          .patch({ organisationId, id: invitationId })
          .add({ sends: 1 })
          .set({ tokenHash: voidTokenHash(), expiresAt: invitationExpiry(now).toISOString(), seatHeld: true })
          .where(invitationAsRead(invitation))
          .commit(),
        countedIn(entities.windows, window),
        ...(takesSeat
          ? [
              seatsMoved(entities.seats, organisationId, { seats: 1 }, now, {
                seats: maxMembersFor(standing.plan),
              }),
            ]
          : []),
      ],
    ).go(),
  );
  if (outcome.canceled) {
    const [invitationRefused, windowRefused, seatRefused] = refusedItems(outcome);
    if (invitationRefused && attempt < PLACE_ATTEMPTS) {
      return resendInvitation(principal, organisationId, invitationId, now, attempt + 1);
    }
    if (seatRefused) throw new ConflictError(TEAM_MESSAGES.limitReached);
    if (windowRefused) throw new TeamRateLimit(window, now);
    throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  }
  const item: InvitationItem = {
    ...invitation,
    sends: invitation.sends + 1,
    expiresAt: invitationExpiry(now).toISOString(),
    seatHeld: true,
  };
  await announce(item);
  return toInvitation(item, now);
}

/** Withdraws a waiting invitation: its link stops working and the seat it held is free again. */
export async function cancelInvitation(
  principal: Principal,
  organisationId: string,
  invitationId: string,
  now = new Date(),
  attempt = 1,
): Promise<{ cancelled: true }> {
  const standing = await standingIn(principal, organisationId);
  requireTeamAdmin(standing);
  requireTeamPlan(standing);
  await seatCounter(standing.organisation, now);
  const invitation = await waitingInvitation(organisationId, invitationId);
  const outcome = await transactRetrying(() =>
    createWriteTransaction({ seats: teamSeats(), invitation: invitations() }, (entities) => [
      entities.invitation
        .delete({ organisationId, id: invitationId })
        .where(invitationAsRead(invitation))
        .commit(),
      ...(holdsSeat(invitation) ? [seatsMoved(entities.seats, organisationId, { seats: -1 }, now)] : []),
    ]).go(),
  );
  if (outcome.canceled) {
    if (attempt < PLACE_ATTEMPTS)
      return cancelInvitation(principal, organisationId, invitationId, now, attempt + 1);
    throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  }
  return { cancelled: true };
}
