import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** PUT /profile/visibility: a public profile can be read by employers (GET /candidates/{id}). */
export function updateVisibility(isPublic: boolean): Promise<Profile> {
  return api.put<Profile>(PROFILE_API.visibility, { isPublic });
}

export function useUpdateVisibility({ mutationConfig }: ProfileMutationOptions<boolean> = {}) {
  return useProfileMutation(updateVisibility, mutationConfig);
}
