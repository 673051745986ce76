import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** POST /profile/disable-matching: stops job matching for this candidate. */
export function disableMatching(): Promise<Profile> {
  return api.post<Profile>(PROFILE_API.disableMatching);
}

export function useDisableMatching({ mutationConfig }: ProfileMutationOptions<void> = {}) {
  return useProfileMutation(disableMatching, mutationConfig);
}
