import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { UserRecord } from '../model/accounts';
import { type MatchingProfile, toMatchingProfile } from '../model/matching-profile';
import { readProfileItem } from '../model/own-profile';
import { personAndProfileKeys, personAndProfileOf } from '../model/person-reads';
import { type ProfileItem, profiles } from '../model/profiles';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { getItemsTogether } from '../platform/db';

/**
 * A person's account and profile item, read together (with any other items the caller names by key, as
 * stored): one round trip for what a viewer's request needs.
 */
export async function readPersonAndProfile(
  userId: string,
  others: Record<string, unknown>[] = [],
  { consistent = false } = {},
): Promise<{ record?: UserRecord; item?: ProfileItem; others: (Record<string, unknown> | undefined)[] }> {
  const [userItem, profileItem, ...rest] = await getItemsTogether(
    [...personAndProfileKeys(userId), ...others],
    { consistent },
  );
  return { ...personAndProfileOf(userItem, profileItem), others: rest };
}

export async function storedFileOf(userId: string, kind: 'resume' | 'avatar') {
  return (await readProfileItem(userId))?.[kind];
}

/**
 * Removes a deleted account's profile and its files; called from the Account Deleted event, so it is
 * idempotent (a second delivery finds nothing).
 */
export async function deleteProfileOf(userId: string): Promise<void> {
  const item = await readProfileItem(userId);
  for (const file of [item?.resume, item?.avatar] as ({ fileKey: string } | undefined)[]) {
    if (file)
      await s3Client().send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: file.fileKey }));
  }
  await profiles().delete({ userId }).go();
}

export async function readMatchingProfile(record: UserRecord): Promise<MatchingProfile> {
  return toMatchingProfile(await readProfileItem(record.id), record);
}
