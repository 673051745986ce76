import type { ApprovalStatus, ServerRole, User } from '../../../shared/auth/user';
import { ROLE_FROM_SERVER } from '../../../shared/auth/user';
import { awaitsGuardian } from '../../../shared/privacy/age';
import type { UserRecord } from './account-records';

/*
 * What the route guard makes of an account record, apart from the ElectroDB model (users.ts), which
 * functions that only check who is calling do not load.
 */

/** Whether the sign-in an access token belongs to was ended (signed out) before the token ran out. */
export function isSessionEnded(record: UserRecord, sessionId: string): boolean {
  return (record.endedSessions ?? []).some(
    (entry: string) => entry.slice(entry.indexOf('.') + 1) === sessionId,
  );
}

/**
 * The record as the API shows it: never the password hash or the session version. An employer without an
 * approval status (one who left a team, whose verification went with the membership) has nothing awaiting
 * a decision: not approved, status null, so the web offers the application instead of waiting for one.
 */
export function toUser(record: UserRecord): User {
  const role = ROLE_FROM_SERVER[record.role as ServerRole];
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    role,
    isApproved: role !== 'employer' || record.approvalStatus === 'approved',
    approvalStatus:
      role === 'employer' ? ((record.approvalStatus as ApprovalStatus | undefined) ?? null) : null,
    rejectionReason: record.rejectionReason ?? null,
    isUnderReview:
      role === 'employer' && record.approvalStatus === 'pending' && Boolean(record.verificationSubmittedAt),
    companyName: record.companyName ?? null,
    jobTitle: record.jobTitle ?? null,
    linkedinProfile: record.linkedinProfile ?? null,
    createdAt: record.createdAt,
    ...(awaitsGuardian(record, new Date()) && { awaitingGuardian: true as const }),
  };
}
