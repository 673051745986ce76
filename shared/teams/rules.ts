import { TEAM } from '../constants';
import type { Plan, TeamRole } from './schemas';

/*
 * The plan rules of employer-admin-side.md sections 4, 6 and 9, pure so the page and the server decide
 * alike: a team is managed on a plan with more than one seat (Professional's 3 and Enterprise's 10; the
 * spec's 'enterprise only' left Professional selling seats nobody could fill, ADR 0016 addendum), the
 * team (members plus open invitations) stays within the plan's seats, and Professional's limited role
 * management means its invited members are recruiters.
 */

export const maxMembersFor = (plan: Plan): number => TEAM.maxRecruitersByPlan[plan];

export const canManageTeam = (plan: Plan): boolean => maxMembersFor(plan) > 1;

/** The roles a team admin may give on each plan: the comparison's 'Role management' (none, limited, full). */
export const ROLES_BY_PLAN: Record<Plan, readonly TeamRole[]> = {
  basic: [],
  premium: ['recruiter'],
  enterprise: ['admin', 'recruiter'],
};

export const mayGiveRole = (plan: Plan, role: TeamRole): boolean => ROLES_BY_PLAN[plan].includes(role);

/** Whether one more person may be invited: open invitations hold a seat until they end. */
export function hasSeatForInvite(plan: Plan, members: number, openInvitations: number): boolean {
  return members + openInvitations < maxMembersFor(plan);
}

/** Whether an invitation may still be accepted: its own seat counts as free. */
export function hasSeatToJoin(plan: Plan, members: number): boolean {
  return members < maxMembersFor(plan);
}

/** An invitation's link works for seven days from when it was last sent. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + TEAM.invitationExpiryDays * 86_400_000);
}

export const isExpired = (expiresAt: string, now: Date) => new Date(expiresAt).getTime() <= now.getTime();

/** The plan comparison table of the upsell page (spec section 6). */
export const PLAN_COMPARISON: { feature: string; values: Record<Plan, string> }[] = [
  {
    feature: 'Team members',
    values: {
      basic: String(TEAM.maxRecruitersByPlan.basic),
      premium: String(TEAM.maxRecruitersByPlan.premium),
      enterprise: String(TEAM.maxRecruitersByPlan.enterprise),
    },
  },
  { feature: 'Role management', values: { basic: 'None', premium: 'Limited', enterprise: 'Full' } },
  {
    feature: 'Permission controls',
    values: { basic: 'Not included', premium: 'Not included', enterprise: 'Included' },
  },
  {
    feature: 'Team analytics',
    values: { basic: 'Not included', premium: 'Not included', enterprise: 'Included' },
  },
];
