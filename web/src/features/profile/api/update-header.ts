import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { HeaderInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** PATCH /profile/header: name, headline, location and summary (the names change on the account too). */
export function updateHeader(body: HeaderInput): Promise<Profile> {
  return api.patch<Profile>(PROFILE_API.header, body);
}

export function useUpdateHeader({ mutationConfig }: ProfileMutationOptions<HeaderInput> = {}) {
  return useProfileMutation(updateHeader, mutationConfig);
}
