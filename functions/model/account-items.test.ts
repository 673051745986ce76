// The route guard's DocumentClient reads answer what ElectroDB's reads of the same items answer.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_ITEM,
  membershipKey,
  readUser,
  readUserWithMembership,
  USER_ITEM,
  userKey,
} from '../platform/auth/account-items';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { identity } from './accounts';
import { memberships } from './memberships';

const user = () => identity().entities.user;

async function storeUser(overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await user()
    .create({
      id,
      email: `${id}@example.in`,
      firstName: 'Kavya',
      lastName: 'Menon',
      role: 'EMPLOYER',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      approvalStatus: 'approved',
      consentedAt: now,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .go();
  return id;
}

describe('the route guard reads without ElectroDB', () => {
  it('reads the keys ElectroDB writes and keeps the models attributes', () => {
    const id = randomUUID();
    expect(userKey(id)).toEqual(user().get({ id }).params().Key);
    expect(membershipKey(id)).toEqual(memberships().get({ userId: id }).params().Key);
    expect([...USER_ITEM.attributes].sort()).toEqual(Object.keys(user().schema.attributes).sort());
    expect([...MEMBERSHIP_ITEM.attributes].sort()).toEqual(
      Object.keys(memberships().schema.attributes).sort(),
    );
    expect([USER_ITEM.name, USER_ITEM.version]).toEqual([
      user().schema.model.entity,
      user().schema.model.version,
    ]);
    expect([MEMBERSHIP_ITEM.name, MEMBERSHIP_ITEM.version]).toEqual([
      memberships().schema.model.entity,
      memberships().schema.model.version,
    ]);
  });

  it('answers the account ElectroDB answers, ended sign-ins as an array', async () => {
    const id = await storeUser({ companyName: 'Acme Tech', sessionVersion: 3 });
    await user()
      .update({ id })
      .add({ endedSessions: ['1700000000.first', '1700000001.second'] })
      .go();
    const { data } = await user().get({ id }).go();
    expect(data?.endedSessions).toHaveLength(2);
    expect(await readUser(id)).toEqual(data);
  });

  it('answers the account and membership ElectroDB answers, and null for no membership', async () => {
    const withMembership = await storeUser();
    await memberships()
      .create({
        userId: withMembership,
        organisationId: 'acme-tech',
        teamRole: 'admin',
        status: 'active',
        joinedAt: new Date().toISOString(),
      })
      .go();
    const read = await readUserWithMembership(withMembership);
    expect(read.record).toEqual((await user().get({ id: withMembership }).go()).data);
    expect(read.membership).toEqual((await memberships().get({ userId: withMembership }).go()).data);
    expect(read.membership?.organisationId).toBe('acme-tech');

    const alone = await storeUser();
    expect((await readUserWithMembership(alone)).membership).toBeNull();
    expect(await readUserWithMembership(randomUUID())).toEqual({ record: undefined, membership: null });
  });

  it('ignores an item at the key that belongs to another entity, as ElectroDB does', async () => {
    const id = randomUUID();
    await dynamoClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...userKey(id), id, __edb_e__: 'somethingElse', __edb_v__: '1' },
      }),
    );
    expect((await user().get({ id }).go()).data).toBeNull();
    expect(await readUser(id)).toBeUndefined();
  });
});
