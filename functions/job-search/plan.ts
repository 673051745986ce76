import { byNewest, bySalary, type JobSort } from '../../shared/jobs/search-sort';
import type { JobSummary } from '../../shared/jobs/types';
import { type Facet, FIELD_WEIGHTS, SEP } from '../model/job-postings';
import type { SearchConditions, Source } from '../model/search-conditions';
import {
  facetPairFacet,
  isPairedWord,
  isWeightedFacet,
  PAIRED_SKILLS,
  skillPairFacet,
  wordPairFacet,
} from '../model/search-pairs';
import type { PostingRange } from './index-reader';

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

/**
 * A set of postings a search may start from: one of its sources, or a pair of two (search-pairs.ts), which
 * holds only jobs meeting both and so is smaller.
 */
export interface Candidate {
  source: Source;
  /** The search's sources (by index) every job of this candidate meets. */
  covers: number[];
  /** The orders its postings come in when read backwards (a page plan needs the one asked for). */
  orders: JobSort[];
}

const facetsOf = (source: Source | undefined) => (source?.kind === 'facets' ? source.facets : []);
const ALL_ORDERS: JobSort[] = ['relevance', 'newest', 'salary'];

/**
 * Every candidate of a search: each source alone, and each pair of them the index files jobs under (a
 * prefix only once narrowed to its words, `prefixWords`). Exact totals do not depend on the choice: a
 * candidate holds every match, and the evaluate plan checks each job against all conditions.
 */
export function candidatesOf(
  conditions: SearchConditions,
  sources: Source[],
  prefixWords: Map<string, string[]>,
  pairs = true,
): Candidate[] {
  const candidates: Candidate[] = sources.map((source, index) => ({
    source,
    covers: [index],
    orders:
      source.kind === 'word'
        ? ['relevance']
        : source.kind === 'facets' && source.facets.length === 1
          ? ALL_ORDERS
          : [],
  }));
  if (!pairs) return candidates;
  const indexOf = (kind: string) =>
    sources.findIndex(
      (source) => facetsOf(source)[0]?.startsWith(`${kind}:`) && !facetsOf(source)[0]?.includes('&'),
    );
  const place = indexOf('loc');
  const type = indexOf('type');
  const fn = indexOf('function');
  const pair = (a: number, b: number, facets: Facet[], orders: JobSort[]) => {
    if (a >= 0 && b >= 0 && facets.length > 0)
      candidates.push({
        source: { kind: 'facets', facets },
        covers: [a, b],
        orders: facets.length === 1 ? orders : [],
      });
  };
  const cross = (a: number, b: number) =>
    facetsOf(sources[a]).flatMap((first) =>
      facetsOf(sources[b]).map((second) => facetPairFacet(first, second)),
    );
  pair(type, fn, cross(type, fn), ['relevance', 'newest']);
  pair(type, place, cross(type, place), ['relevance', 'newest']);
  pair(fn, place, cross(fn, place), ['relevance', 'newest']);
  if (place >= 0) {
    const places = facetsOf(sources[place]);
    for (const [index, source] of sources.entries()) {
      const words =
        source.kind === 'word'
          ? [source.word]
          : source.kind === 'prefix'
            ? (prefixWords.get(source.prefix) ?? [])
            : [];
      if (words.length === 0 || !words.every(isPairedWord)) continue;
      const facets = words.flatMap((word) => places.map((facet) => wordPairFacet(word, facet)));
      pair(index, place, facets, source.kind === 'word' ? ['relevance'] : []);
    }
  }
  const skills = conditions.skills.filter((skill) => PAIRED_SKILLS.has(skill));
  for (const [index, first] of skills.entries()) {
    for (const second of skills.slice(index + 1)) {
      const covered = sources.flatMap((source, at) =>
        source.kind === 'word' && (source.word === first || source.word === second) ? [at] : [],
      );
      candidates.push({
        source: { kind: 'facets', facets: [skillPairFacet(first, second)] },
        covers: covered,
        orders: [],
      });
    }
  }
  return candidates;
}

export type Plan =
  | { kind: 'empty' }
  /** One source answers the search alone, already in result order: read just the page, count from the counter. */
  | { kind: 'page'; source: Source & { kind: 'word' | 'facets' }; count: number }
  /** Read every posting of the rarest source and check the other conditions on each job. */
  | { kind: 'evaluate'; source: Source; count: number };

/**
 * A pair answering the whole search, this small or smaller, is read whole (one request, total from the
 * matches) rather than as a page beside the expired entries its counter would need.
 */
const EVALUATE_UP_TO = 500;

/** Picks how to answer, given each candidate's exact count (same order as `candidates`). */
export function choosePlan(
  conditions: SearchConditions,
  candidates: Candidate[],
  counts: number[],
  sourceCount: number,
): Plan {
  let rarest = 0;
  for (const [index, count] of counts.entries()) {
    const best = counts[rarest] ?? 0;
    const wider = (candidates[index]?.covers.length ?? 0) > (candidates[rarest]?.covers.length ?? 0);
    if (count < best || (count === best && wider)) rarest = index;
  }
  const candidate = candidates[rarest];
  const count = counts[rarest] ?? 0;
  if (!candidate || count <= 0) return { kind: 'empty' };
  const { source } = candidate;
  const paged =
    candidate.covers.length === sourceCount &&
    !hasInMemoryConditions(conditions) &&
    candidate.orders.includes(conditions.sort) &&
    (source.kind === 'word' || (source.kind === 'facets' && source.facets.length === 1)) &&
    (candidate.covers.length === 1 || count > EVALUATE_UP_TO);
  if (paged) return { kind: 'page', source: source as Source & { kind: 'word' | 'facets' }, count };
  return { kind: 'evaluate', source, count };
}

/** Postings of one range read by one request: about 0.8 MB of postings, under DynamoDB's 1 MB page. */
export const SLICE_POSTINGS = 2000;
/**
 * The span of posting times slices divide evenly; a posting older than it falls in the first slice, which
 * is then larger but still right. Jobs are listed for up to about two months.
 */
const SLICE_SPAN_MS = 60 * 86_400_000;
const MAX_WEIGHT = FIELD_WEIGHTS.title + FIELD_WEIGHTS.skills + FIELD_WEIGHTS.company;

/**
 * A range of `count` postings cut into slices of about one page each by posting time (under each weight a
 * word's postings may have), so they are read side by side in one round instead of page after page.
 */
export function slicesOf(range: PostingRange, count: number, weighted: boolean, now: Date): PostingRange[] {
  const slices = Math.ceil(count / SLICE_POSTINGS);
  if (slices <= 1) return [range];
  const prefix = range.beginsWith ?? '';
  const bases = weighted
    ? Array.from({ length: MAX_WEIGHT }, (_, index) => `${prefix}${index + 1}${SEP}`)
    : [prefix];
  const bounds = Array.from({ length: slices - 1 }, (_, index) =>
    new Date(now.getTime() - (SLICE_SPAN_MS * (slices - 1 - index)) / slices).toISOString(),
  );
  // '0' sorts below any posting time and '~' above it (and below a facet's '~count').
  const edges = ['0', ...bounds, '~'];
  return bases.flatMap((base) =>
    edges.slice(1).map(
      (edge, index): PostingRange => ({
        pk: range.pk,
        between: [`${base}${edges[index]}`, `${base}${edge}`],
      }),
    ),
  );
}

/** Whether a facet partition's sort keys begin with a word's weight. */
export const weightedRange = (range: PostingRange) =>
  range.pk.startsWith('jobword#') || (range.pk.startsWith('jobfacet#') && isWeightedFacet(range.pk.slice(9)));

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
