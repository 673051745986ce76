import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { CertificationInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

export interface UpdateCertificationVariables {
  id: string;
  body: CertificationInput;
}

/** PUT /profile/certifications/{id}: replaces one entry. */
export function updateCertification({ id, body }: UpdateCertificationVariables): Promise<Profile> {
  return api.put<Profile>(`${PROFILE_API.certifications}/${encodeURIComponent(id)}`, body);
}

export function useUpdateCertification({
  mutationConfig,
}: ProfileMutationOptions<UpdateCertificationVariables> = {}) {
  return useProfileMutation(updateCertification, mutationConfig);
}
