import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** DELETE /profile/work-experience/{id}: removes one entry for good. */
export function deleteWorkExperience(id: string): Promise<Profile> {
  return api.delete<Profile>(`${PROFILE_API.workExperience}/${encodeURIComponent(id)}`);
}

export function useDeleteWorkExperience({ mutationConfig }: ProfileMutationOptions<string> = {}) {
  return useProfileMutation(deleteWorkExperience, mutationConfig);
}
