import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { WorkExperienceInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

export interface UpdateWorkExperienceVariables {
  id: string;
  body: WorkExperienceInput;
}

/** PUT /profile/work-experience/{id}: replaces one entry. */
export function updateWorkExperience({ id, body }: UpdateWorkExperienceVariables): Promise<Profile> {
  return api.put<Profile>(`${PROFILE_API.workExperience}/${encodeURIComponent(id)}`, body);
}

export function useUpdateWorkExperience({
  mutationConfig,
}: ProfileMutationOptions<UpdateWorkExperienceVariables> = {}) {
  return useProfileMutation(updateWorkExperience, mutationConfig);
}
