import { canManageTeam, mayGiveRole } from '../../shared/teams/rules';
import {
  type Plan,
  TEAM_MESSAGES,
  TEAM_REFUSALS,
  type TeamRefusalCode,
  type TeamRole,
} from '../../shared/teams/schemas';
import { findOrganisation, membershipOf } from '../model/organisation-members';
import type { OrganisationItem } from '../model/organisations';
import type { Principal } from '../platform/auth/principal';
import { DomainError, NotFoundError } from '../platform/errors';
import { teamPlanOf } from './plan';

/** A 403 carrying the team's reason in its code, so the page can say why (TEAM_REFUSALS). */
export class TeamRefusal extends DomainError {
  constructor(code: TeamRefusalCode) {
    super(403, code, TEAM_REFUSALS[code]);
  }
}

/** The caller's place in an organisation: read fresh on every request, so removal ends access at once. */
export interface Standing {
  organisation: OrganisationItem;
  /** From the organisation's active subscription (plan.ts). */
  plan: Plan;
  /** The caller's team role; null for a platform admin reading it. */
  role: TeamRole | null;
}

/**
 * The organisation as its members (and platform admins) may see it. Anyone else (a candidate, an employer
 * of another organisation, one not verified yet, a removed member) gets the same 404 as for an
 * organisation that does not exist: outsiders do not learn which ids are real. This is the routes' whole
 * check (their audience is any signed-in person), so every outsider gets this one answer.
 */
export async function standingIn(principal: Principal, organisationId: string): Promise<Standing> {
  const refusal = () => new NotFoundError(TEAM_MESSAGES.notFound);
  const organisation = await findOrganisation(organisationId);
  if (!organisation) throw refusal();
  const plan = teamPlanOf(organisation);
  if (principal.user.role === 'admin') return { organisation, plan, role: null };
  if (principal.user.role !== 'employer') throw refusal();
  const membership = await membershipOf(principal);
  if (membership?.organisationId !== organisationId) throw refusal();
  return { organisation, plan, role: membership.teamRole as TeamRole };
}

/**
 * standingIn's check for what any member may read and that needs nothing of the organisation item: an
 * employer's membership (read with their account) vouches for the organisation, which is written in one
 * transaction with its owner's membership and never deleted. Anyone else is asked by standingIn.
 */
export async function requireInsider(principal: Principal, organisationId: string): Promise<void> {
  if (principal.user.role !== 'employer') {
    await standingIn(principal, organisationId);
    return;
  }
  const membership = await membershipOf(principal);
  if (membership?.organisationId !== organisationId) throw new NotFoundError(TEAM_MESSAGES.notFound);
}

/** Team admins manage their team; everyone else in it only reads it. */
export function requireTeamAdmin(standing: Standing): void {
  if (standing.role !== 'admin') throw new TeamRefusal('TEAM_ADMINS_ONLY');
}

/**
 * Managing members needs a plan with seats to fill (Professional and Enterprise, ADR 0016 addendum),
 * enforced here and not only in the page.
 */
export function requireTeamPlan(standing: Standing): void {
  if (!canManageTeam(standing.plan)) throw new TeamRefusal('TEAM_PAID_PLAN_ONLY');
}

/** Professional's role management is limited: the roles a team admin gives are the plan's (rules.ts). */
export function requireRoleOnPlan(standing: Standing, role: TeamRole): void {
  if (canManageTeam(standing.plan) && !mayGiveRole(standing.plan, role)) {
    throw new TeamRefusal('TEAM_ROLE_NOT_ON_PLAN');
  }
}
