// Boundary: the permission controls' rule (shared/teams/permissions.ts), pure, shared by the Team page and the API.
import { describe, expect, it } from 'vitest';
import {
  canCustomisePermissions,
  dependsOnPlan,
  MEMBER_PERMISSIONS,
  memberMay,
  PERMISSION_REFUSALS,
  PERMISSION_TABLE,
  permissionsOf,
} from './permissions';
import { memberChangeSchema, TEAM_REFUSALS } from './schemas';

const none = { postJobs: false, changeStatuses: false, openItApplicants: false, buy: false };
const all = { postJobs: true, changeStatuses: true, openItApplicants: true, buy: true };

describe('memberMay', () => {
  it("keeps today's behaviour by default: every member posts, moves and opens; only admins buy", () => {
    for (const plan of ['basic', 'premium', 'enterprise'] as const) {
      expect(permissionsOf({ role: 'admin' }, plan)).toEqual(all);
      expect(permissionsOf({ role: 'recruiter' }, plan)).toEqual({ ...all, buy: false });
    }
  });

  it('applies stored choices on Enterprise only; other plans fall back to the role defaults', () => {
    const restricted = { role: 'recruiter' as const, permissions: { ...none, buy: true } };
    expect(permissionsOf(restricted, 'enterprise')).toEqual({ ...none, buy: true });
    expect(permissionsOf(restricted, 'premium')).toEqual({ ...all, buy: false });
    expect(permissionsOf(restricted, 'basic')).toEqual({ ...all, buy: false });
    expect(memberMay({ role: 'admin', permissions: none }, 'buy', 'enterprise')).toBe(false);
    expect(canCustomisePermissions('enterprise')).toBe(true);
    expect(canCustomisePermissions('premium')).toBe(false);
  });

  it("never reduces the owner's permissions", () => {
    expect(permissionsOf({ role: 'admin', isOwner: true, permissions: none }, 'enterprise')).toEqual(all);
    expect(dependsOnPlan({ role: 'admin', isOwner: true, permissions: none })).toBe(false);
  });

  it('needs the plan only for a member with stored choices', () => {
    expect(dependsOnPlan({ role: 'recruiter' })).toBe(false);
    expect(dependsOnPlan({ role: 'recruiter', permissions: null })).toBe(false);
    expect(dependsOnPlan({ role: 'recruiter', permissions: all })).toBe(true);
  });

  it('labels each permission and refuses each by its own code, which the team refusals carry too', () => {
    expect(MEMBER_PERMISSIONS.map((permission) => PERMISSION_TABLE[permission].label)).toEqual([
      'Post jobs',
      'Move applicants through the pipeline',
      'Open IT applicants',
      'Buy plans',
    ]);
    expect(PERMISSION_REFUSALS.TEAM_PERMISSION_OPEN_IT_APPLICANTS).toBe(
      "Your organization's admin has not given you permission to open IT applicants.",
    );
    for (const [code, message] of Object.entries(PERMISSION_REFUSALS)) {
      expect(TEAM_REFUSALS[code as keyof typeof TEAM_REFUSALS]).toBe(message);
    }
  });
});

describe('member change schema', () => {
  it('takes a role, all four permissions, or both; nothing else', () => {
    expect(memberChangeSchema.safeParse({ role: 'admin' }).success).toBe(true);
    expect(memberChangeSchema.safeParse({ permissions: none }).success).toBe(true);
    expect(memberChangeSchema.safeParse({ role: 'recruiter', permissions: all }).success).toBe(true);
    expect(memberChangeSchema.safeParse({}).success).toBe(false);
    expect(memberChangeSchema.safeParse({ permissions: { postJobs: false } }).success).toBe(false);
    expect(memberChangeSchema.safeParse({ permissions: { ...none, deleteJobs: true } }).success).toBe(false);
  });
});
