import type { RecommendationQuery } from '../lib/recommendation-query';

/*
 * Cache keys of the matching feature, all under 'matching'. Matches are recomputed by events after a
 * profile or job change, so these reads are never trusted as fresh (staleTime 0): each visit asks again.
 */
export const MATCHING_ROOT_KEY = ['matching'] as const;

export const matchingKeys = {
  recommended: (query: RecommendationQuery) => [...MATCHING_ROOT_KEY, 'recommended', query] as const,
  topMatches: [...MATCHING_ROOT_KEY, 'top-matches'] as const,
  stats: [...MATCHING_ROOT_KEY, 'stats'] as const,
  jobMatch: (jobId: string) => [...MATCHING_ROOT_KEY, 'job-match', jobId] as const,
  candidates: (jobId: string, page: number) => [...MATCHING_ROOT_KEY, 'candidates', jobId, page] as const,
  candidatesOf: (jobId: string) => [...MATCHING_ROOT_KEY, 'candidates', jobId] as const,
};

/** Matching candidates per page, as the employer's list of applications pages them. */
export const MATCHING_CANDIDATES_PAGE_SIZE = 20;
