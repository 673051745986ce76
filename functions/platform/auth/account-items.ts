import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../clients/dynamo';
import { config } from '../config';
import { getItemsTogether, SERVICE } from '../db';
import type { MembershipItem, UserRecord } from './account-records';

/*
 * The account and membership reads every guarded request makes, with the DocumentClient instead of
 * ElectroDB: functions whose own code touches no entity (job search, the site) would otherwise carry
 * ElectroDB and its jsonschema, about 220 KB to compile at every cold start, for these two key reads
 * (ADR 0004). The items are the ones ElectroDB writes (users.ts, memberships.ts); what is read is what
 * ElectroDB's own read would answer: the same keys, the item only when its entity markers are the
 * entity's, the model's attributes only, sets as arrays. A unit test holds the keys and attribute lists
 * to the ElectroDB models, an integration test the records to ElectroDB's reads of the same items.
 */

type StoredItem = Record<string, unknown>;

interface EntityShape {
  name: string;
  version: string;
  /** The model's attributes: everything else on the item (keys, index fields, markers) is left out. */
  attributes: readonly string[];
}

export const USER_ITEM = {
  name: 'user',
  version: '1',
  attributes: [
    'id',
    'email',
    'firstName',
    'lastName',
    'role',
    'passwordHash',
    'approvalStatus',
    'rejectionReason',
    'verificationSubmittedAt',
    'companyName',
    'jobTitle',
    'linkedinProfile',
    'sessionVersion',
    'endedSessions',
    'consentedAt',
    'guardianConsent',
    'guardianEmail',
    'adultOn',
    'emailVerifiedAt',
    'createdAt',
    'updatedAt',
    'lastActiveOn',
  ],
} as const satisfies EntityShape;

export const MEMBERSHIP_ITEM = {
  name: 'membership',
  version: '1',
  attributes: [
    'userId',
    'organisationId',
    'teamRole',
    'status',
    'joinedAt',
    'firstName',
    'lastName',
    'email',
    'owner',
    'accountDeletedAt',
    'permissions',
  ],
} as const satisfies EntityShape;

/** An item's table key as ElectroDB builds it: composite `name_value` parts, lower case throughout. */
function entityKey(entity: EntityShape, composite: string, value: string): { pk: string; sk: string } {
  return {
    pk: `$${SERVICE}#${composite}_${value}`.toLowerCase(),
    sk: `$${entity.name}_${entity.version}`.toLowerCase(),
  };
}

export const userKey = (id: string) => entityKey(USER_ITEM, 'id', id);
export const membershipKey = (userId: string) => entityKey(MEMBERSHIP_ITEM, 'userId', userId);

/** The entity's record from a stored item; undefined when the item is another entity's (or none). */
function recordOf(entity: EntityShape, item: StoredItem | undefined): StoredItem | undefined {
  if (!item || item.__edb_e__ !== entity.name || item.__edb_v__ !== entity.version) return undefined;
  const record: StoredItem = {};
  for (const attribute of entity.attributes) {
    const value = item[attribute];
    // The DocumentClient reads a string set as a Set; ElectroDB's records hold it as an array.
    if (value !== undefined) record[attribute] = value instanceof Set ? [...value] : value;
  }
  return record;
}

/** The account's record from its stored item, read by `userKey` (undefined: none, or not an account). */
export function userRecordOf(item: StoredItem | undefined): UserRecord | undefined {
  return recordOf(USER_ITEM, item) as UserRecord | undefined;
}

/** The membership's record from its stored item, read by `membershipKey` (undefined: none). */
export function membershipRecordOf(item: StoredItem | undefined): MembershipItem | undefined {
  return recordOf(MEMBERSHIP_ITEM, item) as MembershipItem | undefined;
}

export async function readUser(id: string): Promise<UserRecord | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config.tableName, Key: userKey(id) }),
  );
  return userRecordOf(Item);
}

/**
 * The account and its organisation membership (null when there is none), read together: one round trip
 * for what every employer request needs before anything else.
 */
export async function readUserWithMembership(
  id: string,
): Promise<{ record?: UserRecord; membership: MembershipItem | null }> {
  const [userItem, membershipItem] = await getItemsTogether([userKey(id), membershipKey(id)]);
  return {
    record: userRecordOf(userItem),
    membership: membershipRecordOf(membershipItem) ?? null,
  };
}
