import type { SavedJob } from '@shared/jobs/types';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query';
import { SAVED_JOBS_QUERY_KEY } from './keys';

/**
 * Saving and unsaving show at once: the cached list changes before the call, goes back if the call fails,
 * and is read again from the server once it settles. Both calls are idempotent, so a double press is safe.
 */
export function useSavedJobsMutation<Variables extends { jobId: string }>(
  mutationFn: (variables: Variables) => Promise<unknown>,
  change: (list: SavedJob[], variables: Variables) => SavedJob[],
  mutationConfig: MutationConfig<(variables: Variables) => Promise<unknown>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: SAVED_JOBS_QUERY_KEY });
      const before = queryClient.getQueryData<SavedJob[]>(SAVED_JOBS_QUERY_KEY);
      if (before) queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, change(before, variables));
      return { before };
    },
    onError: (error, variables, context, ...rest) => {
      const { before } = (context ?? {}) as { before?: SavedJob[] };
      if (before) queryClient.setQueryData(SAVED_JOBS_QUERY_KEY, before);
      return mutationConfig.onError?.(error, variables, context, ...rest);
    },
    onSettled: (...args) => {
      void refreshSavedJobs(queryClient);
      return mutationConfig.onSettled?.(...args);
    },
  });
}

function refreshSavedJobs(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY });
}
