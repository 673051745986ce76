import * as z from 'zod/mini';
import { foldText, SUGGEST_LIMITS, SUGGEST_MESSAGES } from './rules';

/** GET /jobs/suggest?q=: the text typed so far, with at least one letter or digit. */
export const jobSuggestQuerySchema = z.object({
  q: z.string({ error: SUGGEST_MESSAGES.queryRequired }).check(
    z.trim(),
    z.maxLength(SUGGEST_LIMITS.maxChars, SUGGEST_MESSAGES.queryTooLong),
    z.refine((q) => foldText(q).length >= SUGGEST_LIMITS.minChars, SUGGEST_MESSAGES.queryRequired),
  ),
});
export type JobSuggestQuery = z.output<typeof jobSuggestQuerySchema>;
