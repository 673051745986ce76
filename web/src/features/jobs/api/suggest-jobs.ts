import { foldText, type Suggestion } from '@shared/job-suggest/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { JOBS_QUERY_KEY } from './keys';

/** GET /jobs/suggest: up to eight titles, skills, companies and cities for the text typed (public). */
export function suggestJobs(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<Suggestion[]> {
  return api.get<Suggestion[]>('/jobs/suggest', { params: { q }, signal });
}

/** One answer per folded text ('Java ' and 'java' ask the same), kept a minute as the API lets browsers. */
export function suggestJobsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'suggest', foldText(q)],
    // The signal cancels a request a newer keystroke made stale: its query has no reader left.
    queryFn: ({ signal }) => suggestJobs(q, { signal }),
    staleTime: 60_000,
  });
}

/** The suggestions for `q` (empty: none asked); the previous list stays up while the next one loads. */
export function useSuggestJobs(q: string) {
  return useQuery({
    ...suggestJobsQueryOptions(q),
    enabled: foldText(q).length > 0,
    placeholderData: keepPreviousData,
  });
}
