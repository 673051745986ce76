/*
 * The roles a team member may hold. A module of its own because the membership model every guarded
 * function loads (functions/platform/auth/memberships.ts) names them, and would otherwise build the
 * teams feature's zod schemas at init.
 */
export const TEAM_ROLES = ['admin', 'recruiter'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
