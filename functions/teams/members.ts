import { createWriteTransaction } from 'electrodb';
import { maxMembersFor } from '../../shared/teams/rules';
import { TEAM_MESSAGES, type TeamRole } from '../../shared/teams/schemas';
import type { Organization, TeamMember } from '../../shared/teams/types';
import { organisations } from '../organisations/entities';
import { type MembershipItem, memberships } from '../platform/auth/memberships';
import type { Principal } from '../platform/auth/principal';
import { identity, type UserRecord } from '../platform/auth/users';
import { getItemsTogether } from '../platform/db';
import { ConflictError, NotFoundError } from '../platform/errors';
import { refusedOnCondition } from './conditions';
import {
  requireInsider,
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
  const { data } = await memberships().query.byOrganisation({ organisationId }).go({ pages: 'all' });
  return data.filter((membership) => membership.status === 'active');
}

/** Members with their names and addresses; a member whose account is gone is left out. */
function withAccounts(
  team: MembershipItem[],
  people: (UserRecord | undefined)[],
  ownerId: string,
): TeamMember[] {
  return team.flatMap((membership, index) => {
    const person = people[index];
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
      },
    ];
  });
}

const accountKey = (userId: string) => identity().entities.user.get({ id: userId }).params().Key;
const toAccount = (item: Record<string, unknown> | undefined) =>
  (item && identity().entities.user.parse({ Item: item }).data) ?? undefined;

/** The team with the members' accounts, read in one round trip rather than one each. */
export async function teamOf(organisationId: string, ownerId: string): Promise<TeamMember[]> {
  const team = await activeMemberships(organisationId);
  const people = await getItemsTogether(team.map((membership) => accountKey(membership.userId)));
  return withAccounts(team, people.map(toAccount), ownerId);
}

/** Any member may list the team; who owns it is read with the members' accounts, in the same round trip. */
export async function listMembers(principal: Principal, organisationId: string): Promise<TeamMember[]> {
  await requireInsider(principal, organisationId);
  const team = await activeMemberships(organisationId);
  const organisation = organisations();
  const [organisationItem, ...accounts] = await getItemsTogether([
    organisation.get({ id: organisationId }).params().Key,
    ...team.map((membership) => accountKey(membership.userId)),
  ]);
  const ownerId = organisationItem && organisation.parse({ Item: organisationItem }).data?.ownerId;
  if (!ownerId) throw new NotFoundError(TEAM_MESSAGES.notFound);
  return withAccounts(team, accounts.map(toAccount), ownerId);
}

/** Loads a member other than the owner for a team admin to change; 404 for anyone not in this team. */
async function changeableMember(principal: Principal, organisationId: string, memberId: string) {
  const standing = await standingIn(principal, organisationId);
  requireTeamAdmin(standing);
  requireTeamPlan(standing);
  const { data: membership } = await memberships().get({ userId: memberId }).go();
  if (membership?.organisationId !== organisationId || membership.status !== 'active') {
    throw new NotFoundError(TEAM_MESSAGES.memberNotFound);
  }
  if (memberId === standing.organisation.ownerId) throw new TeamRefusal('TEAM_OWNER_FIXED');
  return { standing, membership };
}

export async function changeRole(
  principal: Principal,
  organisationId: string,
  memberId: string,
  role: TeamRole,
): Promise<TeamMember> {
  const { standing } = await changeableMember(principal, organisationId, memberId);
  await memberships()
    .patch({ userId: memberId })
    .set({ teamRole: role })
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
 * awaiting a decision). Every employer request reads the membership, so their next request (whatever
 * token they hold) no longer acts for the organisation.
 */
export async function removeMember(principal: Principal, organisationId: string, memberId: string) {
  await changeableMember(principal, organisationId, memberId);
  const at = new Date().toISOString();
  const { canceled } = await createWriteTransaction(
    { membership: memberships(), user: identity().entities.user },
    (entities) => [
      entities.membership
        .delete({ userId: memberId })
        .where((attributes, { eq }) => eq(attributes.organisationId, organisationId))
        .commit(),
      entities.user.patch({ id: memberId }).set({ updatedAt: at }).remove(['approvalStatus']).commit(),
    ],
  ).go();
  if (canceled) throw new ConflictError(TEAM_MESSAGES.memberNotFound);
  return { removed: true };
}
