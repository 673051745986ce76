import { byNewest, bySalary, type JobSort } from '../../shared/jobs/search-sort';
import type { JobSummary } from '../../shared/jobs/types';
import type { SearchConditions, Source } from '../model/search-conditions';

/*
 * How a search is answered: the plan chosen from its sources' exact counts, and the order of what an
 * evaluated plan found. What a search asks (its conditions, sources and the test of one job) is
 * model/search-conditions.ts, shared with job alerts.
 */

/** Conditions only a job's summary can answer, beyond what its source's postings guarantee. */
export const hasInMemoryConditions = (conditions: SearchConditions) =>
  conditions.skills.length > 0 ||
  conditions.experience !== undefined ||
  conditions.salaryMin !== undefined ||
  conditions.salaryMax !== undefined;

/**
 * Whether the search could be answered by a page plan, known before any read: one source (a prefix only
 * once its vocabulary shows it completes to one word) and nothing only a summary can answer. Only then
 * does a search need the expired jobs still indexed: a counter's total counts them, where an evaluated
 * total counts matches, which never include an expired job.
 */
export function mayBePaged(conditions: SearchConditions, sources: Source[]): boolean {
  const [source] = sources;
  return (
    sources.length === 1 &&
    !!source &&
    !hasInMemoryConditions(conditions) &&
    (source.kind !== 'facets' || source.facets.length === 1) &&
    (source.kind === 'facets' || conditions.sort === 'relevance')
  );
}

export type Plan =
  | { kind: 'empty' }
  /** One source answers the search alone, already in result order: read just the page, count from the counter. */
  | { kind: 'page'; source: Source & { kind: 'word' | 'facets' }; count: number }
  /** Read every posting of the rarest source and check the other conditions on each job. */
  | { kind: 'evaluate'; source: Source; count: number };

/** Picks how to answer, given each source's exact count (same order as `sources`). */
export function choosePlan(conditions: SearchConditions, sources: Source[], counts: number[]): Plan {
  let rarest = 0;
  for (const [index, count] of counts.entries()) if (count < (counts[rarest] ?? 0)) rarest = index;
  const source = sources[rarest];
  const count = counts[rarest] ?? 0;
  if (!source || count <= 0) return { kind: 'empty' };
  // A word's postings are in relevance order only; a facet's in each order (its salary twin, ADR 0025).
  const single =
    sources.length === 1 &&
    !hasInMemoryConditions(conditions) &&
    ((source.kind === 'word' && conditions.sort === 'relevance') ||
      (source.kind === 'facets' && source.facets.length === 1));
  if (single) return { kind: 'page', source: source as Source & { kind: 'word' | 'facets' }, count };
  return { kind: 'evaluate', source, count };
}

export interface Scored {
  job: JobSummary;
  score: number;
}

/** Result order: most relevant first, then newest. */
export function byRelevance(a: Scored, b: Scored): number {
  return a.score !== b.score ? b.score - a.score : byNewest(a.job, b.job);
}

/** The order of evaluated matches for each sort (shared/jobs/search-sort.ts), all ending on newest and id. */
export const SCORED_ORDERS: Record<JobSort, (a: Scored, b: Scored) => number> = {
  relevance: byRelevance,
  newest: (a, b) => byNewest(a.job, b.job),
  salary: (a, b) => bySalary(a.job, b.job),
};
