import { type ContactPreferencesInput, REACH_API } from '@shared/candidates/reach';
import type { Profile } from '@shared/profile/profile';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/**
 * PUT /profile/contact-preferences: whether recruiters may contact the candidate outside an application,
 * and the phone they then see. 400 when the profile is private (only a public profile can be found).
 */
export function updateContactPreferences(input: ContactPreferencesInput): Promise<Profile> {
  return api.put<Profile>(REACH_API.contactPreferences, input);
}

export function useUpdateContactPreferences({
  mutationConfig,
}: ProfileMutationOptions<ContactPreferencesInput> = {}) {
  return useProfileMutation(updateContactPreferences, mutationConfig);
}
