import { z } from 'zod';
import { MATCHING } from '../constants';
import { RECOMMENDATION_SORTS } from './types';

/** GET /candidates/recommended-jobs: unknown or malformed values are refused (400), not guessed. */
export const recommendedJobsQuerySchema = z
  .object({
    minMatch: z.coerce
      .number()
      .int()
      .refine((value) => (MATCHING.minimumMatchChoices as readonly number[]).includes(value), {
        message: `Minimum match must be one of ${MATCHING.minimumMatchChoices.join(', ')}.`,
      })
      .default(MATCHING.defaultMinimumMatch),
    sort: z.enum(RECOMMENDATION_SORTS).default('best-match'),
    search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(12),
  })
  .strict();
export type RecommendedJobsQuery = z.infer<typeof recommendedJobsQuerySchema>;

/** GET /jobs/{id}/matching-candidates: zero-based pages, as the employer lists are. */
export const matchingCandidatesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(1000).default(0),
    size: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
export type MatchingCandidatesQuery = z.infer<typeof matchingCandidatesQuerySchema>;
