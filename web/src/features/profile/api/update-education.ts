import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { EducationInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

export interface UpdateEducationVariables {
  id: string;
  body: EducationInput;
}

/** PUT /profile/education/{id}: replaces one entry. */
export function updateEducation({ id, body }: UpdateEducationVariables): Promise<Profile> {
  return api.put<Profile>(PROFILE_API.educationEntry(encodeURIComponent(id)), body);
}

export function useUpdateEducation({
  mutationConfig,
}: ProfileMutationOptions<UpdateEducationVariables> = {}) {
  return useProfileMutation(updateEducation, mutationConfig);
}
