import { type CandidateSearchPage, type CandidateSearchQuery, REACH_API } from '@shared/candidates/reach';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The search as the page's address holds it: strings, blanks left out. */
export type SearchParams = Partial<Record<Exclude<keyof CandidateSearchQuery, 'page'> | 'page', string>>;

/**
 * GET /candidate-search: candidates who made the profile public and allowed contact, recently updated
 * first; a summary each, nothing to reach them by until an opening (approved employers only).
 */
export function searchCandidates(params: SearchParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CandidateSearchPage>(REACH_API.search, { params, signal });
}

export const candidateSearchKeys = {
  all: ['candidate-search'] as const,
  search: (params: SearchParams) => ['candidate-search', params] as const,
};

export function useCandidateSearch(params: SearchParams, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: candidateSearchKeys.search(params),
      queryFn: ({ signal }) => searchCandidates(params, { signal }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
