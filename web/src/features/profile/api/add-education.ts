import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { EducationInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** POST /profile/education: adds an entry. */
export function addEducation(body: EducationInput): Promise<Profile> {
  return api.post<Profile>(PROFILE_API.education, body);
}

export function useAddEducation({ mutationConfig }: ProfileMutationOptions<EducationInput> = {}) {
  return useProfileMutation(addEducation, mutationConfig);
}
