import { createWriteTransaction } from 'electrodb';
import { canCustomisePermissions } from '../../shared/teams/permissions';
import { maxMembersFor } from '../../shared/teams/rules';
import { type MemberChange, TEAM_MESSAGES, type TeamRole } from '../../shared/teams/schemas';
import type { Organization, TeamMember } from '../../shared/teams/types';
import { identity } from '../model/accounts';
import { type AccountCopy, copiedAccount, type MembershipItem, memberships } from '../model/memberships';
import { findOrganisation, membershipOf } from '../model/organisation-members';
import { organisations } from '../model/organisations';
import { teamSeats } from '../model/team-seats';
import type { Principal } from '../platform/auth/principal';
import { getItemsTogether } from '../platform/db';
import { ConflictError, NotFoundError } from '../platform/errors';
import { refusedOnCondition } from './conditions';
import { seatCounter, seatsMoved, transactRetrying } from './seats';
import {
  requireRoleOnPlan,
  requireTeamAdmin,
  requireTeamPlan,
  type Standing,
  standingIn,
  TeamRefusal,
} from './standing';

export function toOrganization(standing: Standing): Organization {
  const { organisation, plan } = standing;
  return {
    id: organisation.id,
    name: organisation.name,
    subscriptionPlan: plan,
    maxRecruiters: maxMembersFor(plan),
    ownerId: organisation.ownerId,
    settings: { allowMultipleRecruiters: maxMembersFor(plan) > 1, requireApprovalForNewMembers: false },
    createdAt: organisation.createdAt,
    updatedAt: organisation.updatedAt,
    viewerRole: standing.role,
  };
}

export async function getOrganization(principal: Principal, organisationId: string): Promise<Organization> {
  return toOrganization(await standingIn(principal, organisationId));
}

/** The organisation's current members, in the order they joined. */
export async function activeMemberships(organisationId: string): Promise<MembershipItem[]> {
  return activeOf(await everyMembership(organisationId));
}

/** Every membership of the organisation, whatever its status: one query of its partition. */
async function everyMembership(organisationId: string): Promise<MembershipItem[]> {
  const { data } = await memberships().query.byOrganisation({ organisationId }).go({ pages: 'all' });
  return data;
}

const activeOf = (team: MembershipItem[]) => team.filter((membership) => membership.status === 'active');

const accountKey = (userId: string) => identity().entities.user.get({ id: userId }).params().Key;
const toAccount = (item: Record<string, unknown> | undefined): AccountCopy | undefined =>
  (item && identity().entities.user.parse({ Item: item }).data) ?? undefined;

/**
 * The members as the list shows them, in the order they joined; a member whose account is gone is left
 * out. Each membership carries its member's name and address and whether it is the owner's (ADR 0017),
 * so a team written since the copies needs nothing more than its memberships. A membership written
 * before them is answered from its member's account, per member: the accounts of those members alone
 * are read, in one BatchGetItem, with the organisation item when the owner is not known otherwise (its
 * membership has no mark and the caller did not read the organisation). Only a team with such a
 * membership costs that third round trip.
 */
async function membersOf(
  organisationId: string,
  team: MembershipItem[],
  knownOwnerId?: string,
): Promise<TeamMember[]> {
  const present = team.filter((membership) => !membership.accountDeletedAt);
  const uncopied = present.filter((membership) => !copiedAccount(membership)).map(({ userId }) => userId);
  // The owner's mark outlives its account. Unless a membership carries it, only a member listed whose
  // membership has no mark (written before it) may be the owner: then the organisation says who is.
  const markedOwner = team.find((membership) => membership.owner)?.userId;
  const ownerUnknown =
    knownOwnerId === undefined &&
    markedOwner === undefined &&
    present.some((membership) => membership.owner === undefined);
  const organisation = organisations();
  const keys = [
    ...(ownerUnknown ? [organisation.get({ id: organisationId }).params().Key] : []),
    ...uncopied.map(accountKey),
  ];
  const read = await getItemsTogether(keys);
  const organisationItem = ownerUnknown ? read.shift() : undefined;
  const ownerId =
    knownOwnerId ??
    markedOwner ??
    (organisationItem && organisation.parse({ Item: organisationItem }).data?.ownerId);
  const accounts = new Map(uncopied.map((userId, index) => [userId, toAccount(read[index])]));
  return present.flatMap((membership) => {
    const person = copiedAccount(membership) ?? accounts.get(membership.userId);
    if (!person) return [];
    return [
      {
        id: membership.userId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        role: membership.teamRole as TeamRole,
        status: 'active' as const,
        joinedAt: membership.joinedAt,
        isOwner: membership.userId === ownerId,
        ...(membership.permissions ? { permissions: membership.permissions } : {}),
      },
    ];
  });
}

/** The team of an organisation whose owner the caller already read (with the organisation). */
export async function teamOf(organisationId: string, ownerId: string): Promise<TeamMember[]> {
  return membersOf(organisationId, await activeMemberships(organisationId), ownerId);
}

/**
 * Any member (and a platform admin) may list the team; anyone else gets standingIn's 404. An employer's
 * membership, read with their account, says whether they belong; the team's query then answers the
 * list: 2 round trips with the account (ADR 0017). A platform admin reads no membership of their own:
 * the team's memberships vouch for the organisation (written with it, which is never deleted), so only
 * an organisation with none is read, to tell an empty team from an organisation that does not exist.
 */
export async function listMembers(principal: Principal, organisationId: string): Promise<TeamMember[]> {
  const refusal = () => new NotFoundError(TEAM_MESSAGES.notFound);
  const { role } = principal.user;
  if (role === 'employer') {
    if ((await membershipOf(principal))?.organisationId !== organisationId) throw refusal();
  } else if (role !== 'admin') {
    throw refusal();
  }
  const team = await everyMembership(organisationId);
  if (team.length === 0 && !(await findOrganisation(organisationId))) throw refusal();
  return membersOf(organisationId, activeOf(team));
}

/**
 * Loads a member other than the owner for a team admin to change; 404 for anyone not in this team.
 * Permissions are Enterprise's alone (asked before the paid-plan rule, so a basic team hears that too).
 */
async function changeableMember(
  principal: Principal,
  organisationId: string,
  memberId: string,
  change: { role?: TeamRole; permissions?: unknown } = {},
) {
  const standing = await standingIn(principal, organisationId);
  requireTeamAdmin(standing);
  if (change.permissions !== undefined && !canCustomisePermissions(standing.plan)) {
    throw new TeamRefusal('TEAM_PERMISSIONS_ENTERPRISE_ONLY');
  }
  requireTeamPlan(standing);
  const { data: membership } = await memberships().get({ userId: memberId }).go();
  if (membership?.organisationId !== organisationId || membership.status !== 'active') {
    throw new NotFoundError(TEAM_MESSAGES.memberNotFound);
  }
  if (memberId === standing.organisation.ownerId) {
    const permissionsOnly = change.permissions !== undefined && change.role === undefined;
    throw new TeamRefusal(permissionsOnly ? 'TEAM_OWNER_PERMISSIONS_FIXED' : 'TEAM_OWNER_FIXED');
  }
  return { standing, membership };
}

/**
 * PATCH /organizations/{orgId}/members/{memberId}: a team admin changes a member's role, their permissions
 * (Enterprise's permission controls, shared/teams/permissions.ts), or both, in one write.
 */
export async function changeMember(
  principal: Principal,
  organisationId: string,
  memberId: string,
  change: MemberChange,
): Promise<TeamMember> {
  const { standing } = await changeableMember(principal, organisationId, memberId, change);
  if (change.role !== undefined) requireRoleOnPlan(standing, change.role);
  await memberships()
    .patch({ userId: memberId })
    .set({
      ...(change.role !== undefined ? { teamRole: change.role } : {}),
      ...(change.permissions !== undefined ? { permissions: change.permissions } : {}),
    })
    .where((attributes, { eq }) => eq(attributes.organisationId, organisationId))
    .go()
    .catch(refusedOnCondition(() => new NotFoundError(TEAM_MESSAGES.memberNotFound)));
  const member = (await teamOf(organisationId, standing.organisation.ownerId)).find(
    (person) => person.id === memberId,
  );
  if (!member) throw new NotFoundError(TEAM_MESSAGES.memberNotFound);
  return member;
}

/**
 * Removes a member: their membership goes, and with it the verification they held through the
 * organisation (no approval status: an employer who has not applied, offered the application, not one
 * awaiting a decision), and their seat, in one transaction. Every employer request reads the membership,
 * so their next request (whatever token they hold) no longer acts for the organisation.
 */
export async function removeMember(principal: Principal, organisationId: string, memberId: string) {
  const { standing } = await changeableMember(principal, organisationId, memberId);
  const now = new Date();
  await seatCounter(standing.organisation, now);
  const { canceled } = await transactRetrying(() =>
    createWriteTransaction(
      { membership: memberships(), user: identity().entities.user, seats: teamSeats() },
      (entities) => [
        entities.membership
          .delete({ userId: memberId })
          .where((attributes, { eq }) => eq(attributes.organisationId, organisationId))
          .commit(),
        entities.user
          .patch({ id: memberId })
          .set({ updatedAt: now.toISOString() })
          .remove(['approvalStatus'])
          .commit(),
        seatsMoved(entities.seats, organisationId, { seats: -1, members: -1 }, now),
      ],
    ).go(),
  );
  if (canceled) throw new ConflictError(TEAM_MESSAGES.memberNotFound);
  return { removed: true };
}
