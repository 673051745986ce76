import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { SkillsInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** PATCH /profile/skills: current role, technical skills and languages. */
export function updateSkills(body: SkillsInput): Promise<Profile> {
  return api.patch<Profile>(PROFILE_API.skills, body);
}

export function useUpdateSkills({ mutationConfig }: ProfileMutationOptions<SkillsInput> = {}) {
  return useProfileMutation(updateSkills, mutationConfig);
}
