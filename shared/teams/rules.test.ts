// Boundary: the team's plan rules and invite schema, shared by the team page and the API.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PLAN_CATALOGUE, PLAN_CODES } from '../subscriptions/plans';
import {
  canManageTeam,
  hasSeatForInvite,
  hasSeatToJoin,
  invitationExpiry,
  isExpired,
  maxMembersFor,
  mayGiveRole,
  PLAN_COMPARISON,
  ROLES_BY_PLAN,
} from './rules';
import { invitationTokenSchema, inviteSchema, TEAM_MESSAGES } from './schemas';

describe('plan rules', () => {
  it('allows 1, 3 and 10 members on basic, premium and enterprise', () => {
    expect([maxMembersFor('basic'), maxMembersFor('premium'), maxMembersFor('enterprise')]).toEqual([
      1, 3, 10,
    ]);
    expect(PLAN_COMPARISON[0]?.values).toEqual({ basic: '1', premium: '3', enterprise: '10' });
  });

  it('manages teams on the plans with seats to fill; Professional gives the recruiter role only', () => {
    expect(canManageTeam('enterprise')).toBe(true);
    expect(canManageTeam('premium')).toBe(true);
    expect(canManageTeam('basic')).toBe(false);
    expect(ROLES_BY_PLAN.premium).toEqual(['recruiter']);
    expect(mayGiveRole('premium', 'admin')).toBe(false);
    expect(mayGiveRole('enterprise', 'admin')).toBe(true);
    expect(PLAN_COMPARISON.find((row) => row.feature === 'Role management')?.values.premium).toBe('Limited');
  });

  it("states each paid plan's seats as the server counts them", () => {
    for (const code of PLAN_CODES) {
      const plan = PLAN_CATALOGUE[code];
      const seats = maxMembersFor(plan.teamPlan);
      const line = plan.features.find((feature) => /seat|recruiters/.test(feature));
      expect(line, code).toContain(String(seats));
    }
    expect(PLAN_CATALOGUE.PROFESSIONAL.features).toContain(
      'Up to 3 recruiter seats: invite 2 colleagues as recruiters',
    );
  });

  it('counts open invitations against the limit when inviting, and only members when joining', () => {
    expect(hasSeatForInvite('premium', 1, 1)).toBe(true);
    expect(hasSeatForInvite('premium', 2, 1)).toBe(false);
    expect(hasSeatForInvite('basic', 1, 0)).toBe(false);
    expect(hasSeatForInvite('enterprise', 9, 0)).toBe(true);
    expect(hasSeatForInvite('enterprise', 9, 1)).toBe(false);
    expect(hasSeatToJoin('enterprise', 9)).toBe(true);
    expect(hasSeatToJoin('enterprise', 10)).toBe(false);
  });

  it('expires an invitation seven days after it was sent, at that instant', () => {
    const sent = new Date('2026-03-01T10:00:00.000Z');
    const expiry = invitationExpiry(sent);
    expect(expiry.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(isExpired(expiry.toISOString(), new Date('2026-03-08T09:59:59.999Z'))).toBe(false);
    expect(isExpired(expiry.toISOString(), expiry)).toBe(true);
  });
});

describe('invite schema', () => {
  const problems = (input: unknown) => {
    const result = inviteSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('lower-cases the address and defaults the role to recruiter', () => {
    expect(inviteSchema.parse({ email: '  Asha.Rao@AcmeTech.in ' })).toEqual({
      email: 'asha.rao@acmetech.in',
      role: 'recruiter',
    });
  });

  it("answers with the spec's messages", () => {
    expect(problems({ email: '   ' })).toContain(TEAM_MESSAGES.emailRequired);
    expect(problems({})).toContain(TEAM_MESSAGES.emailRequired);
    expect(problems({ email: 'asha@' })).toContain(TEAM_MESSAGES.emailInvalid);
    expect(problems({ email: 'asha@acmetech.in', role: 'owner' })).not.toEqual([]);
  });

  it('accepts only a well-formed token', () => {
    expect(invitationTokenSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    const short = invitationTokenSchema.safeParse({ token: 'abc' });
    expect(short.success).toBe(false);
    expect(z.prettifyError(short.error as z.core.$ZodError)).toContain(TEAM_MESSAGES.invalidLink);
  });
});
