import * as z from 'zod/mini';
import { MATCHING } from '../constants';
import { queryInt } from '../jobs/schemas';
import { RECOMMENDATION_SORTS } from './types';

const MINIMUM_MESSAGE = `Minimum match must be one of ${MATCHING.minimumMatchChoices.join(', ')}.`;

/** GET /candidates/recommended-jobs: unknown or malformed values are refused (400), not guessed. */
export const recommendedJobsQuerySchema = z.object({
  minMatch: z._default(
    queryInt(0, 100).check(
      z.refine(
        (value) => value === undefined || (MATCHING.minimumMatchChoices as readonly number[]).includes(value),
        MINIMUM_MESSAGE,
      ),
    ),
    MATCHING.defaultMinimumMatch,
  ),
  sort: z._default(z.enum(RECOMMENDATION_SORTS), 'best-match'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z._default(queryInt(1, 1000), 1),
  limit: z._default(queryInt(1, 50), 12),
});
export type RecommendedJobsQuery = {
  minMatch: number;
  sort: (typeof RECOMMENDATION_SORTS)[number];
  search?: string;
  page: number;
  limit: number;
};

/** GET /jobs/{id}/matching-candidates: zero-based pages, as the employer lists are. */
export const matchingCandidatesQuerySchema = z.object({
  page: z._default(queryInt(0, 1000), 0),
  size: z._default(queryInt(1, 50), 20),
});
export type MatchingCandidatesQuery = { page: number; size: number };
