import type { Profile } from '@shared/profile/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query';
import { OWN_PROFILE_QUERY_KEY } from './get-profile';

/**
 * A change to the own profile: every section and entry route answers with the whole updated profile,
 * which replaces the cached one, so the page and the completion figures show the saved state at once.
 */
export function useProfileMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<Profile>,
  mutationConfig: MutationConfig<(variables: Variables) => Promise<Profile>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: (profile, ...rest) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      return mutationConfig.onSuccess?.(profile, ...rest);
    },
  });
}

export interface ProfileMutationOptions<Variables> {
  mutationConfig?: MutationConfig<(variables: Variables) => Promise<Profile>>;
}
