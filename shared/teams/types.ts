import type { MemberPermissions } from './permissions';
import type { Plan, TeamRole } from './schemas';

/** An organization as GET /organizations/{orgId} answers (spec section 3), with the caller's own role. */
export interface Organization {
  id: string;
  name: string;
  subscriptionPlan: Plan;
  maxRecruiters: number;
  ownerId: string;
  settings: { allowMultipleRecruiters: boolean; requireApprovalForNewMembers: boolean };
  createdAt: string;
  updatedAt: string;
  /** The caller's role in the team (platform admins reading it have none). */
  viewerRole: TeamRole | null;
}

export interface TeamMember {
  /** The member's user id. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
  status: 'active' | 'pending' | 'inactive';
  joinedAt: string;
  isOwner: boolean;
  /**
   * The permissions an Enterprise admin chose for them; absent when nobody did. What they may do is
   * `permissionsOf(member, organization.subscriptionPlan)` (permissions.ts): on other plans the role's defaults.
   */
  permissions?: MemberPermissions;
}

export type InvitationStatus = 'pending' | 'expired' | 'accepted' | 'declined';

export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: TeamRole;
  invitedBy: string;
  invitedAt: string;
  expiresAt: string;
  status: InvitationStatus;
}

/** POST /invitations/preview: what a waiting invitation's link shows before anyone signs in. */
export interface InvitationPreview {
  organizationName: string;
  inviterName: string;
  /** The invited address: sign-up through the link is for it alone. */
  email: string;
  role: TeamRole;
  /** Whether the address has an account (sign in to accept) or not yet (sign up to accept). */
  hasAccount: boolean;
}

/** What accepting answers: the organization the caller now acts for. */
export interface AcceptedInvitation {
  organizationId: string;
  organizationName: string;
  role: TeamRole;
}
