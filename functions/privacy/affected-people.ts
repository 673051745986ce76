import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { applications } from '../model/applications';
import { organisations } from '../model/organisations';
import { recruiterApplications } from '../model/recruiter-applications';
import { readUser } from '../platform/auth/account-items';
import { dynamoClient } from '../platform/clients/dynamo';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';

/*
 * Breach readiness (issue 35, docs/runbooks/data-breach.md): who are the people whose personal data a
 * leaked part of the store held? Given a key range of the table (pk and, optionally, sk prefixes, as
 * ElectroDB writes them: `$jobmatch#userid_...`) or a prefix of the files bucket, it reads that part and
 * answers the people it names: accounts (by the id attributes each entity keeps, resolved to their address
 * and name, also when the account is gone), and addresses that belong to no account (a contact message, a
 * signed-out privacy request). It reads with a Scan and a listing: an incident tool, run by an operator,
 * never by a request.
 */

/** The attributes that name an account, across the entities (the account's own record names it by `id`). */
const PERSON_ATTRIBUTES = [
  'userId',
  'candidateId',
  'reporterId',
  'accountId',
  'ownerId',
  'postedBy',
  'viewerId',
  'invitedBy',
] as const;
const EMAIL_ATTRIBUTES = ['email', 'workEmail'] as const;

export interface AffectedPerson {
  /** The account's id; absent for an address that belongs to no account. */
  userId?: string;
  /** Undefined when the account is gone and nothing read held its address. */
  email?: string;
  name?: string;
  /** The account still exists (false: deleted since; its leftovers were still in the range). */
  accountExists: boolean;
  /** What of theirs the range holds: entity names, or object keys' folders. */
  holds: string[];
}

export type Range = { pkPrefix: string; skPrefix?: string } | { bucketPrefix: string };

interface Found {
  userIds: Map<string, Set<string>>;
  emails: Map<string, Set<string>>;
}

const note = (map: Map<string, Set<string>>, key: string, what: string) => {
  const set = map.get(key) ?? new Set<string>();
  set.add(what);
  map.set(key, set);
};

async function scanTable(pkPrefix: string, skPrefix: string | undefined, found: Found): Promise<number> {
  let items = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({
        TableName: config.tableName,
        FilterExpression: skPrefix
          ? 'begins_with(#pk, :pk) AND begins_with(#sk, :sk)'
          : 'begins_with(#pk, :pk)',
        ExpressionAttributeNames: { '#pk': 'pk', ...(skPrefix && { '#sk': 'sk' }) },
        ExpressionAttributeValues: { ':pk': pkPrefix, ...(skPrefix && { ':sk': skPrefix }) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      items += 1;
      const entity = String(item.__edb_e__ ?? 'item');
      for (const attribute of PERSON_ATTRIBUTES) {
        if (typeof item[attribute] === 'string') note(found.userIds, item[attribute], entity);
      }
      if (entity === 'user' && typeof item.id === 'string') note(found.userIds, item.id, entity);
      for (const attribute of EMAIL_ATTRIBUTES) {
        if (typeof item[attribute] === 'string') note(found.emails, item[attribute].toLowerCase(), entity);
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

const ID_SEGMENT = /^[0-9A-Za-z-]{20,}$/;

/**
 * The people an object key names. Keys are made by the server: a person's files carry their account id
 * (`incoming/resumes/<userId>/...`, `resumes/<userId>/...`), an application's resume copy its application
 * (`applications/<id>/...`), recruiter documents their recruiter application, invoices their organisation.
 */
async function peopleOfKey(key: string): Promise<string[]> {
  const people: string[] = [];
  for (const segment of key.split('/').filter((part) => ID_SEGMENT.test(part))) {
    if (await readUser(segment)) people.push(segment);
    const [{ data: application }, { data: recruiterApplication }, { data: organisation }] = await Promise.all(
      [
        applications().get({ id: segment }).go(),
        recruiterApplications().get({ id: segment }).go(),
        organisations().get({ id: segment }).go(),
      ],
    );
    if (application) people.push(application.candidateId);
    if (recruiterApplication) people.push(recruiterApplication.userId);
    if (organisation) people.push(organisation.ownerId);
  }
  return people;
}

async function listBucket(prefix: string, found: Found): Promise<number> {
  let objects = 0;
  let token: string | undefined;
  do {
    const page = await s3Client().send(
      new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      objects += 1;
      const folder = object.Key.split('/')
        .slice(0, object.Key.startsWith('incoming/') ? 2 : 1)
        .join('/');
      for (const userId of await peopleOfKey(object.Key)) note(found.userIds, userId, folder);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** The people a range holds data of, accounts first (by address), then addresses without an account. */
export async function affectedPeople(range: Range): Promise<{ read: number; people: AffectedPerson[] }> {
  const found: Found = { userIds: new Map(), emails: new Map() };
  const read =
    'bucketPrefix' in range
      ? await listBucket(range.bucketPrefix, found)
      : await scanTable(range.pkPrefix, range.skPrefix, found);
  const people: AffectedPerson[] = [];
  const accountEmails = new Set<string>();
  for (const [userId, holds] of found.userIds) {
    const record = await readUser(userId);
    if (record) accountEmails.add(record.email.toLowerCase());
    people.push({
      userId,
      email: record?.email,
      name: record ? `${record.firstName} ${record.lastName}` : undefined,
      accountExists: record !== undefined,
      holds: [...holds].sort(),
    });
  }
  for (const [email, holds] of found.emails) {
    if (accountEmails.has(email)) continue;
    people.push({ email, accountExists: false, holds: [...holds].sort() });
  }
  people.sort((a, b) => (a.email ?? '~').localeCompare(b.email ?? '~'));
  return { read, people };
}
