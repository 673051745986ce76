import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { LinksInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** PATCH /profile/links: LinkedIn, portfolio and GitHub addresses. */
export function updateLinks(body: LinksInput): Promise<Profile> {
  return api.patch<Profile>(PROFILE_API.links, body);
}

export function useUpdateLinks({ mutationConfig }: ProfileMutationOptions<LinksInput> = {}) {
  return useProfileMutation(updateLinks, mutationConfig);
}
