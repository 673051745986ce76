import { createWriteTransaction } from 'electrodb';
import type { MembershipItem, UserRecord } from '../platform/auth/account-records';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { identity } from './accounts';
import { ACCOUNT_DELETED, type AccountDeletedDetail } from './events';
import {
  accountChangeOnMembership,
  followingMembership,
  memberships,
  membershipToFollow,
} from './memberships';

/*
 * The one way an account is erased (ADR 0006): the person's own deletion (accounts feature) and the
 * retention rule's erasure of an inactive account (privacy feature, ADR 0038) both come here. The record
 * and its address item go in one transaction, a member leaves the team list in the same write (ADR
 * 0017); then Account Deleted tells every feature that holds personal data to remove it.
 */

export interface ErasureCondition {
  /** Erase only if the account was not used since this day (the retention sweep's guard against a sign-in). */
  lastActiveOn?: string;
}

/** Answers whether the account was erased: false when the condition no longer held (or it was gone). */
export async function eraseAccount(
  record: UserRecord,
  readMembership: MembershipItem | null | undefined,
  { lastActiveOn }: ErasureCondition = {},
  now = new Date(),
): Promise<boolean> {
  const { id, email } = record;
  const deletedAt = now.toISOString();
  const membership = await membershipToFollow(record, readMembership);
  const { canceled } = await followingMembership(id, membership, (current) =>
    createWriteTransaction(
      {
        membership: memberships(),
        user: identity().entities.user,
        userEmail: identity().entities.userEmail,
      },
      (e) => [
        ...accountChangeOnMembership(e.membership, id, current, { deletedAt }),
        lastActiveOn
          ? e.user
              .delete({ id })
              .where((attributes, { eq }) => eq(attributes.lastActiveOn, lastActiveOn))
              .commit()
          : e.user.delete({ id }).commit(),
        e.userEmail.delete({ email }).commit(),
      ],
    ).go(),
  );
  if (canceled) {
    if (lastActiveOn) return false;
    throw new Error('Account deletion was cancelled');
  }
  try {
    await publishEvent(ACCOUNT_DELETED, { userId: id } satisfies AccountDeletedDetail);
  } catch (error) {
    // The account is gone and nothing names its leftovers any more; the log line lets an operator
    // publish the event again (ADR 0006).
    logger.error('Account Deleted event not published', { userId: id, error });
  }
  return true;
}
