import { TEAM } from '../../shared/constants';
import { TEAM_LIMITS, type TeamLimitCode } from '../../shared/teams/schemas';
import type { TeamActionWindowWrites } from '../model/team-seats';
import { DomainError } from '../platform/errors';

/*
 * How often a team may mail (ADR 0016, issue 31 addendum): an organisation sends at most
 * TEAM.invitationsPerOrganisationPerHour invitations a clock hour, and one invitation is resent at most
 * TEAM.resendsPerInvitationPerDay times a day in India's time. Each is a fixed-window counter moved in
 * the transaction of the invitation or resend it counts, on the condition that it is below the limit.
 */

const HOUR = 3_600;
const DAY = 86_400;
/** India's day starts at 18:30 UTC. */
const INDIA_OFFSET = 19_800;

export interface ActionWindow {
  scope: string;
  window: number;
  limit: number;
  /** When the window ends, in epoch seconds. */
  endsAt: number;
  /** The 429's code, which the page finds the team's words by (TEAM_LIMITS). */
  code: TeamLimitCode;
}

export function inviteWindow(organisationId: string, now: Date): ActionWindow {
  const seconds = Math.floor(now.getTime() / 1000);
  const window = Math.floor(seconds / HOUR);
  return {
    scope: `invite#${organisationId}`,
    window,
    limit: TEAM.invitationsPerOrganisationPerHour,
    endsAt: (window + 1) * HOUR,
    code: 'TEAM_INVITE_RATE_LIMIT',
  };
}

export function resendWindow(invitationId: string, now: Date): ActionWindow {
  const seconds = Math.floor(now.getTime() / 1000);
  const window = Math.floor((seconds + INDIA_OFFSET) / DAY);
  return {
    scope: `resend#${invitationId}`,
    window,
    limit: TEAM.resendsPerInvitationPerDay,
    endsAt: (window + 1) * DAY - INDIA_OFFSET,
    code: 'TEAM_RESEND_LIMIT',
  };
}

/** The window's part in a transaction: one more, if it is below the limit. */
export function countedIn(entity: TeamActionWindowWrites, { scope, window, limit, endsAt }: ActionWindow) {
  return entity
    .update({ scope, window })
    .add({ count: 1 })
    .set({ expiresAt: endsAt + 60 })
    .where(
      (attributes, { lt, notExists }) => `${notExists(attributes.count)} OR ${lt(attributes.count, limit)}`,
    )
    .commit();
}

/** 429 with the team's own reason (by its code, as the team's 403s) and when to try again. */
export class TeamRateLimit extends DomainError {
  constructor(window: ActionWindow, now: Date) {
    const retryAfterSeconds = Math.max(1, window.endsAt - Math.floor(now.getTime() / 1000));
    super(
      429,
      window.code,
      TEAM_LIMITS[window.code],
      { retryAfterSeconds },
      {
        'retry-after': String(retryAfterSeconds),
      },
    );
  }
}
