import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { JobPreferencesInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** PATCH /profile/job-preferences: work preferences, locations, job types, availability and salaries. */
export function updateJobPreferences(body: JobPreferencesInput): Promise<Profile> {
  return api.patch<Profile>(PROFILE_API.jobPreferences, body);
}

export function useUpdateJobPreferences({
  mutationConfig,
}: ProfileMutationOptions<JobPreferencesInput> = {}) {
  return useProfileMutation(updateJobPreferences, mutationConfig);
}
