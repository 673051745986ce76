import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_KEY } from '@/lib/query/dashboard-keys';
import type { MutationConfig } from '@/lib/react-query';
import { JOBS_ROOT_KEY } from './keys';

/**
 * A change to one job: afterwards every job list and page is stale (a paused job leaves search, a new
 * one joins My Jobs), so all queries under 'jobs' are refetched, and so is the dashboard's Active Jobs.
 */
export function useJobMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  mutationConfig: MutationConfig<(variables: Variables) => Promise<Result>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<Result>, Error, Variables>({
    ...mutationConfig,
    // A promise of Result is a promise of Awaited<Result>; TypeScript cannot see that for a type parameter.
    mutationFn: mutationFn as (variables: Variables) => Promise<Awaited<Result>>,
    onSuccess: async (result, ...rest) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
      return mutationConfig.onSuccess?.(result, ...rest);
    },
  });
}

export interface JobMutationOptions<Variables, Result> {
  mutationConfig?: MutationConfig<(variables: Variables) => Promise<Result>>;
}
