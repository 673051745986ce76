import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { ExperienceSummaryInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** PATCH /profile/experience: total experience, current position, company and industry. */
export function updateExperience(body: ExperienceSummaryInput): Promise<Profile> {
  return api.patch<Profile>(PROFILE_API.experience, body);
}

export function useUpdateExperience({ mutationConfig }: ProfileMutationOptions<ExperienceSummaryInput> = {}) {
  return useProfileMutation(updateExperience, mutationConfig);
}
