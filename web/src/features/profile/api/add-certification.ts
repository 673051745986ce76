import { PROFILE_API, type Profile } from '@shared/profile/profile';
import type { CertificationInput } from '@shared/profile/schemas';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/** POST /profile/certifications: adds an entry. */
export function addCertification(body: CertificationInput): Promise<Profile> {
  return api.post<Profile>(PROFILE_API.certifications, body);
}

export function useAddCertification({ mutationConfig }: ProfileMutationOptions<CertificationInput> = {}) {
  return useProfileMutation(addCertification, mutationConfig);
}
