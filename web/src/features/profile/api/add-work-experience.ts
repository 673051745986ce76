import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { WorkExperienceInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** POST /profile/work-experience: adds an entry. */
export function addWorkExperience(body: WorkExperienceInput): Promise<Profile> {
  return api.post<Profile>(PROFILE_API.workExperience, body);
}

export function useAddWorkExperience({ mutationConfig }: ProfileMutationOptions<WorkExperienceInput> = {}) {
  return useProfileMutation(addWorkExperience, mutationConfig);
}
