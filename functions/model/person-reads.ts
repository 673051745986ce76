import { identity, type UserRecord } from './accounts';
import { type ProfileItem, profiles } from './profiles';

/* A person's account and profile read together with other items in one batch (ADR 0017). */

/** A person's account and profile keys, for a batch that reads them with other items. */
export function personAndProfileKeys(userId: string): Record<string, unknown>[] {
  return [identity().entities.user.get({ id: userId }).params().Key, profiles().get({ userId }).params().Key];
}

/** The account and profile read for `personAndProfileKeys`. */
export function personAndProfileOf(
  userItem: Record<string, unknown> | undefined,
  profileItem: Record<string, unknown> | undefined,
): { record?: UserRecord; item?: ProfileItem } {
  return {
    record: (userItem && identity().entities.user.parse({ Item: userItem }).data) ?? undefined,
    item: (profileItem && profiles().parse({ Item: profileItem }).data) ?? undefined,
  };
}
