import type { Profile } from '../../shared/profile/profile';
import type { Principal } from '../platform/auth/principal';
import { getItemsTogether } from '../platform/db';
import { presentProfile } from './profile-presentation';
import { profileViewCounts } from './profile-views';
import { type ProfileItem, profiles } from './profiles';

/*
 * A candidate's own profile as stored and as shown to them: read by every save of it (profile-saves.ts)
 * and by the profile's screens (profile/).
 */

/** The candidate's stored profile item; `consistent` for a read-change-write. */
export async function readProfileItem(userId: string, consistent = false): Promise<ProfileItem | undefined> {
  const { data } = await profiles().get({ userId }).go({ consistent });
  return data ?? undefined;
}

/** The caller's own profile, with how many times employers viewed it. */
export async function readOwnProfile(principal: Principal): Promise<Profile> {
  // Two items (a view is no save of the candidate's), read in one round trip.
  const profile = profiles();
  const counts = profileViewCounts();
  const [profileItem, countItem] = await getItemsTogether([
    profile.get({ userId: principal.record.id }).params().Key,
    counts.get({ candidateId: principal.record.id }).params().Key,
  ]);
  const item = (profileItem && profile.parse({ Item: profileItem }).data) ?? undefined;
  const profileViews = (countItem && counts.parse({ Item: countItem }).data?.views) ?? 0;
  return { ...(await presentProfile(item, principal.record, true)), profileViews };
}
