import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { AdditionalInfoInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** PATCH /profile/additional-info: gender and work authorization. */
export function updateAdditionalInfo(body: AdditionalInfoInput): Promise<Profile> {
  return api.patch<Profile>(PROFILE_API.additionalInfo, body);
}

export function useUpdateAdditionalInfo({
  mutationConfig,
}: ProfileMutationOptions<AdditionalInfoInput> = {}) {
  return useProfileMutation(updateAdditionalInfo, mutationConfig);
}
