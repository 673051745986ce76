import type { TeamRole } from './roles';
import type { Plan } from './schemas';

/*
 * Permission controls (issue 31, ADR 0016 addendum): which members of an organisation may post jobs, move
 * applicants through the pipeline, open IT applicants and buy plans. One table, read by the server's
 * checks and the Team page alike. Each role's defaults are what the role allowed before the controls
 * existed, so a team nobody customised behaves as it always did. Only Enterprise customises; on any other
 * plan (including an Enterprise team whose subscription lapsed) the role defaults apply again, whatever
 * was stored. The owner always has every permission.
 */

export const MEMBER_PERMISSIONS = ['postJobs', 'changeStatuses', 'openItApplicants', 'buy'] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];
export type MemberPermissions = Record<MemberPermission, boolean>;

const refusal = (action: string) => `Your organization's admin has not given you permission to ${action}.`;

export const PERMISSION_TABLE = {
  postJobs: {
    label: 'Post jobs',
    defaults: { admin: true, recruiter: true },
    refusalCode: 'TEAM_PERMISSION_POST_JOBS',
    refusal: refusal('post jobs'),
  },
  changeStatuses: {
    label: 'Move applicants through the pipeline',
    defaults: { admin: true, recruiter: true },
    refusalCode: 'TEAM_PERMISSION_CHANGE_STATUSES',
    refusal: refusal('move applicants through the pipeline'),
  },
  openItApplicants: {
    label: 'Open IT applicants',
    defaults: { admin: true, recruiter: true },
    refusalCode: 'TEAM_PERMISSION_OPEN_IT_APPLICANTS',
    refusal: refusal('open IT applicants'),
  },
  // Buying spends the organisation's money: team admins only, unless an Enterprise admin says otherwise (ADR 0018).
  buy: {
    label: 'Buy plans',
    defaults: { admin: true, recruiter: false },
    refusalCode: 'TEAM_PERMISSION_BUY',
    refusal: refusal('buy plans'),
  },
} as const satisfies Record<
  MemberPermission,
  { label: string; defaults: Record<TeamRole, boolean>; refusalCode: string; refusal: string }
>;

export type PermissionRefusalCode = (typeof PERMISSION_TABLE)[MemberPermission]['refusalCode'];

/** The 403s of a withheld permission by code: the error catalogue words every 403 alike, so pages look here. */
export const PERMISSION_REFUSALS = Object.fromEntries(
  MEMBER_PERMISSIONS.map((permission) => [
    PERMISSION_TABLE[permission].refusalCode,
    PERMISSION_TABLE[permission].refusal,
  ]),
) as Record<PermissionRefusalCode, string>;

export const PERMISSION_MESSAGES = {
  enterpriseOnly: 'Permission controls are part of the Enterprise plan.',
  ownerFixed: "The organization's owner always has every permission.",
  changeRequired: 'Choose a role or permissions to change.',
} as const;

/** The plan team permissions are customised on; every other plan has the role defaults. */
export const canCustomisePermissions = (plan: Plan): boolean => plan === 'enterprise';

/** A member as the rule needs them: the membership item and the team list both give this. */
export interface PermissionHolder {
  role: TeamRole;
  isOwner?: boolean;
  /** What an Enterprise admin chose; absent when nobody did (the role defaults). */
  permissions?: Partial<MemberPermissions> | null;
}

/** Whether the member may do this on the organisation's current team plan. */
export function memberMay(member: PermissionHolder, permission: MemberPermission, plan: Plan): boolean {
  if (member.isOwner) return true;
  const chosen = canCustomisePermissions(plan) ? member.permissions?.[permission] : undefined;
  return chosen ?? PERMISSION_TABLE[permission].defaults[member.role];
}

/** Every permission of the member, as the Team page shows them. */
export function permissionsOf(member: PermissionHolder, plan: Plan): MemberPermissions {
  return Object.fromEntries(
    MEMBER_PERMISSIONS.map((permission) => [permission, memberMay(member, permission, plan)]),
  ) as MemberPermissions;
}

/**
 * Whether the rule needs the plan to answer for this member: only a choice stored for them can differ
 * from the role defaults, so a member nobody customised is answered without reading the organisation.
 */
export const dependsOnPlan = (member: PermissionHolder): boolean =>
  !member.isOwner && member.permissions != null && Object.keys(member.permissions).length > 0;
