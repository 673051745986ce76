import * as z from 'zod/mini';

/*
 * The Admin Jobs list's search and filters (GET /admin/jobs): words of the title or the company, one
 * company, a status, and a range of posting days in India (both ends included).
 */

export const JOB_STATUS_FILTERS = ['active', 'paused', 'expired'] as const;
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = 'Use a date as YYYY-MM-DD';
const optionalDay = z.optional(
  z.pipe(
    z.union([z.literal(''), z.string().check(z.regex(DAY, DAY_MESSAGE))]),
    z.transform((value) => value || undefined),
  ),
);
const queryInt = (min: number, max: number, fallback: number) =>
  z._default(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d+$/, 'Must be a whole number')),
      z.transform((value) => Math.min(max, Math.max(min, Number(value)))),
    ),
    fallback,
  );

export const adminJobsQuerySchema = z.object({
  page: queryInt(0, 10_000, 0),
  size: queryInt(1, 100, 20),
  q: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(100)),
      z.transform((value) => value || undefined),
    ),
  ),
  companyId: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(100)),
      z.transform((value) => value || undefined),
    ),
  ),
  status: z.optional(
    z.pipe(
      z.union([z.literal(''), z.enum(JOB_STATUS_FILTERS)]),
      z.transform((value) => value || undefined),
    ),
  ),
  postedFrom: optionalDay,
  postedTo: optionalDay,
});
export type AdminJobsQuery = z.output<typeof adminJobsQuerySchema>;

/** Whether the list is narrowed at all (an unfiltered list reads its total from the jobs counter). */
export const isFiltered = (query: AdminJobsQuery) =>
  Boolean(query.q || query.companyId || query.status || query.postedFrom || query.postedTo);

/** The status a job shows: Paused wins over Expired, as on the job card. */
export function statusOf(job: { isActive: boolean; expiresAt: string | null }, now: Date): JobStatusFilter {
  if (!job.isActive) return 'paused';
  if (job.expiresAt !== null && Date.parse(job.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

/** Whether every word of the search appears in the title or the company's name (case and accents aside). */
export function matchesText(job: { title: string; companyName: string }, q: string | undefined): boolean {
  if (!q) return true;
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(`${job.title} ${job.companyName}`);
  return fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
