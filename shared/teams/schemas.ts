import * as z from 'zod/mini';
import { TEAM } from '../constants';
import { PERMISSION_MESSAGES, PERMISSION_TABLE } from './permissions';
import { TEAM_ROLES, type TeamRole } from './roles';

/*
 * Organisations and teams (employer-admin-side.md sections 2 to 9): the invite form, role changes and the
 * invitation link's token. The web dialog and the handlers validate with these schemas, so both say the
 * same words.
 */

export const TEAM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  alreadyMember: 'This email is already a team member',
  alreadyInvited: 'An invitation has already been sent to this email',
  limitReached: 'You have reached the maximum number of team members for your plan.',
  paidPlanOnly: 'Team management is available on the Professional and Enterprise plans.',
  adminRoleEnterpriseOnly:
    'On the Professional plan team members are recruiters. The admin role is available on the Enterprise plan.',
  resendLimit: `An invitation can be resent ${TEAM.resendsPerInvitationPerDay} times a day. Please try again tomorrow.`,
  inviteRateLimit: `Your organization can send ${TEAM.invitationsPerOrganisationPerHour} invitations an hour. Please try again later.`,
  adminsOnly: 'Only team admins can manage the team.',
  ownerFixed: "The organization's owner cannot be removed or change role.",
  notFound: 'Organization Not Found',
  notFoundDetail: 'Unable to load organization details',
  memberNotFound: 'Team member not found.',
  invitationNotFound: 'Invitation not found.',
  invalidLink: 'Invalid invitation link',
  invalidOrExpired: 'This invitation link is invalid or has expired.',
  wrongAccount:
    'This invitation was sent to a different email address. Sign in with that address to accept it.',
  alreadyInOrganisation: 'You already belong to an organization.',
  employersOnly: 'Only employer accounts can join an organization.',
  defaultError: 'There was an error processing your invitation. Please try again or contact support.',
  tooLong: 'This is too long',
  // The failures of section 8, shown when the server gave no reason of its own (no answer, a 5xx).
  fetchOrganizationFailed: 'Failed to fetch organization',
  fetchMembersFailed: 'Failed to fetch team members',
  fetchInvitationsFailed: 'Failed to fetch invitations',
  inviteFailed: 'Failed to send invitation',
  removeMemberFailed: 'Failed to remove team member',
  cancelInvitationFailed: 'Failed to cancel invitation',
  updateMemberFailed: 'Failed to update team member',
  resendInvitationFailed: 'Failed to resend invitation',
  acceptFailed: 'Failed to accept invitation',
} as const;

/**
 * The team's 403 answers by code. The error catalogue shows its own words for every 403 ('You do not have
 * permission...'), so the page finds the team's reason (who may do this, which account a link is for) here.
 */
export const TEAM_REFUSALS = {
  TEAM_ADMINS_ONLY: TEAM_MESSAGES.adminsOnly,
  TEAM_PAID_PLAN_ONLY: TEAM_MESSAGES.paidPlanOnly,
  TEAM_ROLE_NOT_ON_PLAN: TEAM_MESSAGES.adminRoleEnterpriseOnly,
  TEAM_OWNER_FIXED: TEAM_MESSAGES.ownerFixed,
  INVITATION_WRONG_ACCOUNT: TEAM_MESSAGES.wrongAccount,
  INVITATION_EMPLOYERS_ONLY: TEAM_MESSAGES.employersOnly,
  TEAM_PERMISSIONS_ENTERPRISE_ONLY: PERMISSION_MESSAGES.enterpriseOnly,
  TEAM_OWNER_PERMISSIONS_FIXED: PERMISSION_MESSAGES.ownerFixed,
  // A member's withheld permission (permissions.ts), one code per permission.
  [PERMISSION_TABLE.postJobs.refusalCode]: PERMISSION_TABLE.postJobs.refusal,
  [PERMISSION_TABLE.changeStatuses.refusalCode]: PERMISSION_TABLE.changeStatuses.refusal,
  [PERMISSION_TABLE.openItApplicants.refusalCode]: PERMISSION_TABLE.openItApplicants.refusal,
  [PERMISSION_TABLE.buy.refusalCode]: PERMISSION_TABLE.buy.refusal,
} as const;
export type TeamRefusalCode = keyof typeof TEAM_REFUSALS;

/** The team's 429s by code, for the same reason: the catalogue words every 429 alike ('Too many requests'). */
export const TEAM_LIMITS = {
  TEAM_RESEND_LIMIT: TEAM_MESSAGES.resendLimit,
  TEAM_INVITE_RATE_LIMIT: TEAM_MESSAGES.inviteRateLimit,
} as const;
export type TeamLimitCode = keyof typeof TEAM_LIMITS;

/** The roles (a module apart: every employer function's membership model names them). */
export { TEAM_ROLES, type TeamRole };
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { admin: 'Admin', recruiter: 'Recruiter' };

export const PLANS = ['basic', 'premium', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Addresses are compared in lower case everywhere (spec section 5: comparisons case-insensitive). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const inviteSchema = z.object({
  email: z
    .string({ error: TEAM_MESSAGES.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, TEAM_MESSAGES.emailRequired),
      z.maxLength(254, TEAM_MESSAGES.tooLong),
      z.toLowerCase(),
      z.regex(SIMPLE_EMAIL, TEAM_MESSAGES.emailInvalid),
    ),
  role: z._default(z.enum(TEAM_ROLES), TEAM.defaultInviteRole),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/**
 * A change of a member: their role, their permissions (Enterprise's permission controls: all four, as the
 * Team page's checkboxes send them), or both.
 */
export const memberChangeSchema = z
  .object({
    role: z.optional(z.enum(TEAM_ROLES)),
    permissions: z.optional(
      z.strictObject({
        postJobs: z.boolean(),
        changeStatuses: z.boolean(),
        openItApplicants: z.boolean(),
        buy: z.boolean(),
      }),
    ),
  })
  .check(
    z.refine((change) => change.role !== undefined || change.permissions !== undefined, {
      message: PERMISSION_MESSAGES.changeRequired,
    }),
  );
export type MemberChange = z.infer<typeof memberChangeSchema>;

/** The link's token: 32 random bytes, base64url (43 characters). */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: TEAM_MESSAGES.invalidLink })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, TEAM_MESSAGES.invalidLink)),
});
