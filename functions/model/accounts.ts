import { Entity, Service } from 'electrodb';
import { readUser } from '../platform/auth/account-items';
import type { UserRecord } from '../platform/auth/account-records';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * The account record and the item that keeps each address unique. Every authenticated request reads the
 * account: the route guard in platform/ does so without ElectroDB, by the shape it states
 * (platform/auth/account-records.ts); account-items.test.ts holds that reading to this entity. The accounts feature
 * owns the flows that create and change it.
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
        /** When the employer last submitted a recruiter application: pending with it means under review. */
        verificationSubmittedAt: { type: 'string' },
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
        /**
         * A 16 or 17 year old's account (ADR 0036): waiting until the parent or guardian confirms through
         * the mailed link, given once they did. Absent for adults. Only the 18th birthday is kept, not the
         * date of birth: the one date the rule needs.
         */
        guardianConsent: { type: ['waiting', 'given'] as const },
        guardianEmail: { type: 'string' },
        adultOn: { type: 'string' },
        emailVerifiedAt: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
        /**
         * The India day the account was last used (sign-in or an authenticated request), written at most
         * once a day with its retention marker (model/account-activity.ts, ADR 0038).
         */
        lastActiveOn: { type: 'string' },
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

/*
 * The account and membership reads the route guard makes are DocumentClient reads of the same items
 * (account-items.ts), so functions that touch no entity carry no ElectroDB; they are the one way to read
 * an account by id.
 */
export {
  readUser as findUserById,
  readUserWithMembership as findUserWithMembership,
} from '../platform/auth/account-items';
export { isSessionEnded, toUser } from '../platform/auth/user-view';
export type { UserRecord };

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const { data: link } = await identity().entities.userEmail.get({ email }).go();
  return link ? readUser(link.userId) : undefined;
}
