import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** DELETE /profile/education/{id}: removes one entry for good. */
export function deleteEducation(id: string): Promise<Profile> {
  return api.delete<Profile>(PROFILE_API.educationEntry(encodeURIComponent(id)));
}

export function useDeleteEducation({ mutationConfig }: ProfileMutationOptions<string> = {}) {
  return useProfileMutation(deleteEducation, mutationConfig);
}
