import { PROFILE_API, type Profile } from '@shared/profile/profile';
import { api } from '@/lib/api-client';
import { type ProfileMutationOptions, useProfileMutation } from './profile-mutation';

/**
 * POST /profile/enable-matching: turns on job matching. Answers 400 ('Candidate profile incomplete...')
 * while the resume, salary expectation or experience is missing.
 */
export function enableMatching(): Promise<Profile> {
  return api.post<Profile>(PROFILE_API.enableMatching);
}

export function useEnableMatching({ mutationConfig }: ProfileMutationOptions<void> = {}) {
  return useProfileMutation(enableMatching, mutationConfig);
}
