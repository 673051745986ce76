import { Entity, Service } from 'electrodb';
import type { ApprovalStatus, ServerRole, User } from '../../../shared/auth/user';
import { ROLE_FROM_SERVER } from '../../../shared/auth/user';
import { entityConfig, getItemsTogether, lazy, SERVICE } from '../db';
import { type MembershipItem, memberships } from './memberships';

/*
 * The account record. Identity is platform-wide (every authenticated request loads it), so it lives
 * here; the accounts feature owns the flows that create and change it.
 */

const userEntity = () =>
  new Entity(
    {
      model: { entity: 'user', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        role: { type: ['USER', 'EMPLOYER', 'ADMIN'] as const, required: true },
        passwordHash: { type: 'string', required: true },
        approvalStatus: { type: ['pending', 'approved', 'rejected'] as const },
        rejectionReason: { type: 'string' },
        companyName: { type: 'string' },
        jobTitle: { type: 'string' },
        linkedinProfile: { type: 'string' },
        /** Bumped by a password reset or an email change: every token carrying an older version stops working. */
        sessionVersion: { type: 'number', required: true, default: 1 },
        /**
         * Sign-ins ended one by one (sign-out, a replayed refresh token) while their access tokens may still
         * live, as `{endedAtSeconds}.{sessionId}`. Kept here because every request reads this record anyway:
         * revocation costs no extra round trip and applies at once. Pruned after an access token's life.
         */
        endedSessions: { type: 'set', items: 'string' },
        consentedAt: { type: 'string', required: true },
        emailVerifiedAt: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    entityConfig(),
  );

/** One item per address: its existence is what makes an email unique across accounts. */
const userEmailEntity = () =>
  new Entity(
    {
      model: { entity: 'userEmail', version: '1', service: SERVICE },
      attributes: {
        email: { type: 'string', required: true },
        userId: { type: 'string', required: true },
      },
      indexes: {
        byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    entityConfig(),
  );

export const identity = lazy(
  () => new Service({ user: userEntity(), userEmail: userEmailEntity() }, entityConfig()),
);

export type UserRecord = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof identity>['entities']['user']['get']>['go']>>['data']
>;

export async function findUserById(id: string): Promise<UserRecord | undefined> {
  const { data } = await identity().entities.user.get({ id }).go();
  return data ?? undefined;
}

/**
 * The account and its organisation membership (null when there is none), read together: one round trip
 * for what every employer request needs before anything else.
 */
export async function findUserWithMembership(
  id: string,
): Promise<{ record?: UserRecord; membership: MembershipItem | null }> {
  const user = identity().entities.user;
  const membership = memberships();
  const [userItem, membershipItem] = await getItemsTogether([
    user.get({ id }).params().Key,
    membership.get({ userId: id }).params().Key,
  ]);
  return {
    record: (userItem && user.parse({ Item: userItem }).data) ?? undefined,
    membership: (membershipItem && membership.parse({ Item: membershipItem }).data) ?? null,
  };
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const { data: link } = await identity().entities.userEmail.get({ email }).go();
  return link ? findUserById(link.userId) : undefined;
}

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
    companyName: record.companyName ?? null,
    jobTitle: record.jobTitle ?? null,
    linkedinProfile: record.linkedinProfile ?? null,
    createdAt: record.createdAt,
  };
}
