import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** DELETE /profile/certifications/{id}: removes one entry for good. */
export function deleteCertification(id: string): Promise<Profile> {
  return api.delete<Profile>(`${PROFILE_API.certifications}/${encodeURIComponent(id)}`);
}

export function useDeleteCertification({ mutationConfig }: ProfileMutationOptions<string> = {}) {
  return useProfileMutation(deleteCertification, mutationConfig);
}
