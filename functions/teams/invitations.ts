import { hasSeatForInvite, invitationExpiry, isExpired } from '../../shared/teams/rules';
import { type InviteInput, TEAM_MESSAGES, type TeamRole } from '../../shared/teams/schemas';
import type { Invitation } from '../../shared/teams/types';
import { INVITATION_SENT, type InvitationSentDetail } from '../model/events';
import { type InvitationItem, invitations } from '../model/invitations';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, NotFoundError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { refusedOnCondition } from './conditions';
import { activeMemberships, teamOf } from './members';
import { requireInsider, requireTeamAdmin, requireTeamPlan, type Standing, standingIn } from './standing';
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
async function waitingInvitations(organisationId: string): Promise<InvitationItem[]> {
  const { data } = await invitations().query.byOrganisation({ organisationId }).go({ pages: 'all' });
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
 * case-insensitive), then the plan: members and open invitations together stay within its limit, and
 * only an enterprise team is managed at all. The mail, with the only copy of the link's token, is sent by
 * the Invitation Sent rule's mailer.
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
  requireSeatForInvite(standing, team.length, open);
  requireTeamPlan(standing);

  // An expired invitation to the same address is replaced by the new one.
  await Promise.all(
    waiting
      .filter((item) => item.email === input.email)
      .map((item) => invitations().delete({ organisationId, id: item.id }).go()),
  );
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
  };
  await invitations().create(item).go();
  await announce(item);
  return toInvitation(item, now);
}

async function waitingInvitation(organisationId: string, invitationId: string) {
  const { data } = await invitations().get({ organisationId, id: invitationId }).go();
  if (data?.status !== 'pending') throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  return data;
}

/**
 * Sends the invitation again with a new token: the old link stops working now, the new one in 7 days. An
 * open invitation keeps the seat it holds; an expired one holds none, so reopening it needs a free seat,
 * exactly as a new invitation would.
 */
export async function resendInvitation(
  principal: Principal,
  organisationId: string,
  invitationId: string,
  now = new Date(),
): Promise<Invitation> {
  const standing = await standingIn(principal, organisationId);
  requireTeamAdmin(standing);
  requireTeamPlan(standing);
  const invitation = await waitingInvitation(organisationId, invitationId);
  if (isExpired(invitation.expiresAt, now)) {
    const [team, waiting] = await Promise.all([
      activeMemberships(organisationId),
      waitingInvitations(organisationId),
    ]);
    requireSeatForInvite(standing, team.length, stillOpen(waiting, now));
  }
  const updated = await invitations()
    .patch({ organisationId, id: invitationId })
    .add({ sends: 1 })
    .set({ tokenHash: voidTokenHash(), expiresAt: invitationExpiry(now).toISOString() })
    .where((attributes, { eq }) => eq(attributes.status, 'pending'))
    .go({ response: 'all_new' })
    .catch(refusedOnCondition(() => new NotFoundError(TEAM_MESSAGES.invitationNotFound)));
  const item = updated.data as InvitationItem;
  await announce(item);
  return toInvitation(item, now);
}

export async function cancelInvitation(principal: Principal, organisationId: string, invitationId: string) {
  const standing = await standingIn(principal, organisationId);
  requireTeamAdmin(standing);
  requireTeamPlan(standing);
  await waitingInvitation(organisationId, invitationId);
  await invitations()
    .delete({ organisationId, id: invitationId })
    .where((attributes, { eq }) => eq(attributes.status, 'pending'))
    .go()
    .catch(refusedOnCondition(() => new NotFoundError(TEAM_MESSAGES.invitationNotFound)));
  return { cancelled: true };
}
