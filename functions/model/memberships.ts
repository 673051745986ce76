import { Entity, type TransactWriteEntity } from 'electrodb';
import { TEAM_ROLES } from '../../shared/teams/roles';
import { MEMBER_STATUSES, type MembershipItem } from '../platform/auth/account-records';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { ConflictError } from '../platform/errors';

/*
 * Which organisation an employer acts for. Like the account, it is read on every employer request (with
 * the account, in one round trip, by the route guard: platform/auth/account-items.ts, by the shape
 * platform/auth/account-records.ts states, held to this entity by account-items.test.ts); the organisations
 * and teams features own the flows that create and change it.
 */

export { MEMBER_STATUSES };

/**
 * One item per person (an employer belongs to at most one organisation), keyed by the user so the
 * check every employer request makes is one key read; the organisation's team is the second index.
 */
export const memberships = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'membership', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          teamRole: { type: TEAM_ROLES, required: true },
          status: { type: MEMBER_STATUSES, required: true },
          joinedAt: { type: 'string', required: true },
          /*
           * A copy of the member's account as the team list shows it (ADR 0017), so the list reads the
           * memberships alone: set by every creation of a membership, and changed in the same transaction
           * as every change of the account's names or address (accountChangeOnMembership). Absent on a
           * membership written before the copy; the list then reads that member's account.
           */
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          email: { type: 'string' },
          /**
           * Whether this is the organisation's owner's membership (its `ownerId`, fixed for good): true on
           * the owner's, false on everyone else's; absent on a membership written before the mark.
           */
          owner: { type: 'boolean' },
          /**
           * Set, and the copy removed, in the transaction that deletes the account: the member is gone from
           * the list at once, though the membership stays until the teams Account Deleted rule removes it
           * (and for good when it is the owner's, ADR 0016).
           */
          accountDeletedAt: { type: 'string' },
          /**
           * The permissions an Enterprise team admin chose for this member (shared/teams/permissions.ts),
           * all four; absent until one does, and then the role's defaults apply. They apply only while the
           * organisation is on Enterprise; the owner's are never stored.
           */
          permissions: {
            type: 'map',
            properties: {
              postJobs: { type: 'boolean', required: true },
              changeStatuses: { type: 'boolean', required: true },
              openItApplicants: { type: 'boolean', required: true },
              buy: { type: 'boolean', required: true },
            },
          },
        },
        indexes: {
          byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
          /** The organisation's team, in the order people joined. */
          byOrganisation: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['organisationId'] },
            sk: { field: 'gsi1sk', composite: ['joinedAt', 'userId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type { MembershipItem };

/** What the team list shows of a member's account, and what a membership keeps a copy of. */
export interface AccountCopy {
  firstName: string;
  lastName: string;
  email: string;
}

export const accountCopyOf = (account: AccountCopy): AccountCopy => ({
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
});

/** The membership's copy of its account; undefined when it was written before the copy (or the account is gone). */
export function copiedAccount(membership: MembershipItem): AccountCopy | undefined {
  const { firstName, lastName, email } = membership;
  return firstName !== undefined && lastName !== undefined && email !== undefined
    ? { firstName, lastName, email }
    : undefined;
}

/**
 * A condition for the account's write in a transaction that creates a membership with its copy: the
 * account still holds what was copied, so a change of it that commits first cancels the creation (which
 * then reads the account again) instead of leaving the copy behind.
 */
export const accountAsCopied =
  (copy: AccountCopy) =>
  (
    attributes: { firstName: unknown; lastName: unknown; email: unknown },
    { eq }: { eq: (attribute: unknown, value: unknown) => string },
  ) =>
    [
      eq(attributes.firstName, copy.firstName),
      eq(attributes.lastName, copy.lastName),
      eq(attributes.email, copy.email),
    ].join(' AND ');

type MembershipEntity = ReturnType<typeof memberships>;
export type MembershipWrites =
  MembershipEntity extends Entity<infer A, infer F, infer C, infer S>
    ? TransactWriteEntity<A, F, C, S>
    : never;

/**
 * The membership's part in a transaction that changes the account's names or address, or deletes it
 * (ADR 0017), given the membership as the writer read it (null: none; undefined: an account that never
 * belongs to one, whose change has no part here). A membership has its copy changed
 * (or, for a deletion, the account's departure marked and the copy removed); on the condition that it
 * still exists. No membership is checked to be still absent. Either way a membership made or removed
 * since the read (a join, an approval, a removal) cancels the transaction: the writer reads the
 * membership again and retries (`membershipCancelled`), so the copy never misses a change.
 */
export function accountChangeOnMembership(
  membership: MembershipWrites,
  userId: string,
  read: MembershipItem | null | undefined,
  change: Partial<AccountCopy> | { deletedAt: string },
) {
  // A candidate's or an admin's account (membershipToFollow): no membership to carry the change.
  if (read === undefined) return [];
  if (!read) {
    return [
      membership
        .check({ userId })
        .where((attributes, { notExists }) => notExists(attributes.userId))
        .commit(),
    ];
  }
  if ('deletedAt' in change) {
    return [
      membership
        .patch({ userId })
        .set({ accountDeletedAt: change.deletedAt })
        .remove(['firstName', 'lastName', 'email'])
        .commit(),
    ];
  }
  return [membership.patch({ userId }).set(change).commit()];
}

/**
 * The membership a change of this account carries its copy to: the one read with the account (an
 * employer's, read now when it was not: a principal made by a test or a seed); undefined for a candidate or
 * an admin, who never belong to an organisation (only an employer joins or is approved), so their changes
 * write nothing more.
 */
export async function membershipToFollow(
  account: { id: string; role: string },
  read: MembershipItem | null | undefined,
): Promise<MembershipItem | null | undefined> {
  if (account.role !== 'EMPLOYER') return undefined;
  return read !== undefined ? read : currentMembership(account.id);
}

async function currentMembership(userId: string): Promise<MembershipItem | null> {
  const { data } = await memberships().get({ userId }).go({ consistent: true });
  return data ?? null;
}

const ATTEMPTS = 4;

type Outcome = { canceled: boolean; data: readonly ({ rejected?: boolean; code?: string } | undefined)[] };

/**
 * Runs a transaction of the account that carries the membership's part first (accountChangeOnMembership,
 * when `read` is not undefined). When that part alone refused (the membership was made or removed since it
 * was read), reads the membership again, strongly consistent, and runs it again, a few times. Answers the
 * last outcome: committed, or cancelled by the writer's own conditions, which are the writer's to answer.
 */
export async function followingMembership<R extends Outcome>(
  userId: string,
  read: MembershipItem | null | undefined,
  run: (membership: MembershipItem | null | undefined) => Promise<R>,
): Promise<R> {
  let membership = read;
  for (let attempt = 1; ; attempt++) {
    const outcome = await run(membership);
    const part = outcome.data[0];
    const membershipMoved =
      outcome.canceled &&
      membership !== undefined &&
      part?.rejected === true &&
      part.code === 'ConditionalCheckFailed';
    if (!membershipMoved) return outcome;
    if (attempt >= ATTEMPTS)
      throw new ConflictError('Your account changed at the same moment. Please try again.');
    membership = await currentMembership(userId);
  }
}
