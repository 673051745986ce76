import type { MemberPermissions } from '../../../shared/teams/permissions';
import type { TeamRole } from '../../../shared/teams/roles';

/*
 * The account and the membership as the route guard reads them. The items are the data model's
 * (functions/model/accounts.ts and memberships.ts define them with ElectroDB); the guard reads them without
 * ElectroDB (account-items.ts), so their shape is stated here, where the layer below the model can name
 * it, and account-items.test.ts holds the two to the entities.
 */

export const MEMBER_STATUSES = ['active', 'pending', 'inactive'] as const;

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'USER' | 'EMPLOYER' | 'ADMIN';
  passwordHash: string;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string;
  verificationSubmittedAt?: string;
  companyName?: string;
  jobTitle?: string;
  linkedinProfile?: string;
  sessionVersion: number;
  endedSessions?: string[];
  consentedAt: string;
  guardianConsent?: 'waiting' | 'given';
  guardianEmail?: string;
  adultOn?: string;
  emailVerifiedAt: string;
  createdAt: string;
  updatedAt: string;
  /** The India day the account was last used (platform/auth/activity.ts); unset before its first use. */
  lastActiveOn?: string;
}

export interface MembershipItem {
  userId: string;
  organisationId: string;
  teamRole: TeamRole;
  status: (typeof MEMBER_STATUSES)[number];
  joinedAt: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  owner?: boolean;
  accountDeletedAt?: string;
  permissions?: MemberPermissions;
}
