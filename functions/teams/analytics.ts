import {
  analyticsWindow,
  hasTeamAnalytics,
  TEAM_ANALYTICS,
  TEAM_ANALYTICS_REFUSALS,
  type TeamAnalytics,
  type TeamAnalyticsRefusalCode,
  totalsByMember,
} from '../../shared/teams/analytics';
import type { TeamMember } from '../../shared/teams/types';
import { type MemberActivityItem, memberActivity } from '../model/member-activity';
import type { Principal } from '../platform/auth/principal';
import { DomainError } from '../platform/errors';
import { teamOf } from './members';
import { requireTeamAdmin, standingIn } from './standing';

/** A 403 carrying the analytics' reason in its code, so the page can offer the upgrade. */
class TeamAnalyticsRefusal extends DomainError {
  constructor(code: TeamAnalyticsRefusalCode) {
    super(403, code, TEAM_ANALYTICS_REFUSALS[code]);
  }
}

/**
 * The members' days of the window: one query of the organisation's partition from the window's first day
 * (the key sorts by day, then member), at most 90 days by the plan's seats; days after today cannot
 * exist but are cut by the window anyway.
 */
async function activityFrom(organisationId: string, from: string): Promise<MemberActivityItem[]> {
  const { data } = await memberActivity()
    .query.byOrganisationDay({ organisationId })
    .gte({ day: from })
    .go({ pages: 'all' });
  return data;
}

/**
 * GET /organizations/{orgId}/analytics: each current member's figures over the last 90 days. Outsiders
 * get standingIn's 404 (one answer for every outsider, as on every team route); a member of an
 * organisation below Enterprise is told analytics is part of Enterprise; on Enterprise only its team admins
 * (the owner is one) read it; a recruiter, or a platform admin, is refused 403. Reads: the caller's account and membership, the organisation, then the team
 * and the counters together (ADR 0016 addendum).
 */
export async function teamAnalytics(
  principal: Principal,
  organisationId: string,
  now = new Date(),
): Promise<TeamAnalytics> {
  const standing = await standingIn(principal, organisationId);
  if (!hasTeamAnalytics(standing.plan)) throw new TeamAnalyticsRefusal('TEAM_ANALYTICS_ENTERPRISE_ONLY');
  // Its team admins only: a platform admin (no team role) reads the team, not its members' figures.
  requireTeamAdmin(standing);
  const window = analyticsWindow(now);
  const [team, days] = await Promise.all([
    teamOf(organisationId, standing.organisation.ownerId),
    activityFrom(organisationId, window.from),
  ]);
  // Only this organisation's items are in its partition; checked again, as figures must be its own.
  const own = days.filter((day) => day.organisationId === organisationId);
  const totals = totalsByMember(own, window);
  return {
    organizationId: organisationId,
    period: { days: TEAM_ANALYTICS.days, ...window },
    members: team.map((member: TeamMember) => {
      const figures = totals.get(member.id);
      return {
        id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        role: member.role,
        isOwner: member.isOwner,
        jobsPosted: figures?.jobsPosted ?? 0,
        applicationsMoved: figures?.applicationsMoved ?? 0,
        firstResponses: figures?.firstResponses ?? 0,
        medianFirstResponseSeconds: figures?.medianFirstResponseSeconds ?? null,
      };
    }),
  };
}
