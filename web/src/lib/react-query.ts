import type { DefaultOptions, UseMutationOptions } from '@tanstack/react-query';
import { isAppError } from './app-error';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on a second try; a dropped connection or a 5xx might.
  if (isAppError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    retry: shouldRetry,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export type ApiFnReturnType<FnType extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<FnType>
>;

/** Options a caller may add to a feature's mutation hook (its `mutationFn` stays the feature's own). */
export type MutationConfig<MutationFnType extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<ApiFnReturnType<MutationFnType>, Error, Parameters<MutationFnType>[0]>,
  'mutationFn'
>;
