import { byNewest, bySalary, type JobSort, salarySortKey } from '../../shared/jobs/search-sort';
import type { JobSummary } from '../../shared/jobs/types';
import { type Facet, FIELD_WEIGHTS, SEP } from '../model/job-postings';
import type { SearchConditions, Source } from '../model/search-conditions';
import {
  type FacetOrder,
  facetOrder,
  facetPairFacet,
  isLevelPair,
  isPairedWord,
  LEVEL_WORDS,
  levelPairFacet,
  PAIRED_SKILLS,
  skillPairFacet,
  weightsKey,
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
  const places = place >= 0 ? facetsOf(sources[place]) : [];
  const wordsOf = (source: Source) =>
    source.kind === 'word'
      ? [source.word]
      : source.kind === 'prefix'
        ? (prefixWords.get(source.prefix) ?? [])
        : [];
  const wordOrders = (source: Source): JobSort[] => (source.kind === 'word' ? ['relevance'] : []);
  if (place >= 0) {
    for (const [index, source] of sources.entries()) {
      const words = wordsOf(source);
      if (words.length === 0 || !words.every(isPairedWord)) continue;
      const facets = words.flatMap((word) => places.map((facet) => wordPairFacet(word, facet)));
      pair(index, place, facets, wordOrders(source));
    }
  }
  // A level word with another word (every word a prefix completes to), alone and with the place.
  for (const [at, level] of sources.entries()) {
    if (level.kind !== 'word' || !LEVEL_WORDS.has(level.word)) continue;
    for (const [index, source] of sources.entries()) {
      const words = wordsOf(source);
      // Two level words make one pair: it is added once, from the first.
      if (index === at || (index < at && source.kind === 'word' && LEVEL_WORDS.has(source.word))) continue;
      if (words.length === 0 || !words.every((word) => isLevelPair(level.word, word))) continue;
      pair(
        at,
        index,
        words.map((word) => levelPairFacet(level.word, word)),
        wordOrders(source),
      );
      if (place < 0) continue;
      const facets = words.flatMap((word) => places.map((facet) => levelPairFacet(level.word, word, facet)));
      candidates.push({
        source: { kind: 'facets', facets },
        covers: [at, index, place],
        orders: facets.length === 1 ? wordOrders(source) : [],
      });
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

/**
 * Picks how to answer, given each candidate's exact count (same order as `candidates`). `evaluateUpTo`
 * is EVALUATE_UP_TO but for the equivalence test, whose small index has no pair that large.
 */
export function choosePlan(
  conditions: SearchConditions,
  candidates: Candidate[],
  counts: number[],
  sourceCount: number,
  evaluateUpTo = EVALUATE_UP_TO,
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
    (candidate.covers.length === 1 || count > evaluateUpTo);
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
 * Where a large salary-ordered range is cut (offered top, ₹ a year): fixed bands over the common salaries,
 * not fitted to the counts (ADR 0009 names this as open at 1M).
 */
const SALARY_EDGES = [400_000, 600_000, 800_000, 1_000_000, 1_300_000, 1_700_000, 2_300_000].map(salaryKey);
/** Above every salary key of a posting ('1' and 12 digits, then its time) and below a facet's '~count'. */
const ABOVE_SALARIES = '1~';

/** The sort-key part of an offered salary: postings keyed by salary at or above it offer at least that. */
export function salaryKey(amount: number): string {
  return salarySortKey({ salaryMin: amount, salaryMax: amount });
}

/** How a range's sort keys begin before the posting time: a word's by its weight, a facet's by its kind. */
export function orderOf(range: PostingRange): FacetOrder {
  if (range.pk.startsWith('jobword#')) return 'weight';
  if (range.pk.startsWith('jobfacet#')) return facetOrder(range.pk.slice('jobfacet#'.length));
  return 'time';
}

/**
 * The part of a salary-ordered range (a pair of skills) that can hold a job paying at least `salaryMin`:
 * a job matches a salary floor only when its offered top reaches it (search-conditions.ts), and a job
 * without a salary never does. Without a floor, the whole range.
 */
export function salaryFloorRange(range: PostingRange, salaryMin: number | undefined): PostingRange {
  if (orderOf(range) !== 'salary' || !salaryMin || salaryMin <= 0) return range;
  return { pk: range.pk, between: [salaryKey(salaryMin), ABOVE_SALARIES] };
}

/**
 * A range of `count` postings cut into slices of about one page each, so they are read side by side in
 * one round instead of page after page: by posting time under each weight a word's postings may have, or
 * by salary bands for a salary-ordered range.
 */
export function slicesOf(range: PostingRange, count: number, order: FacetOrder, now: Date): PostingRange[] {
  const slices = Math.ceil(count / SLICE_POSTINGS);
  if (slices <= 1) return [range];
  if (order === 'salary') {
    const [from, to] = range.between ?? ['0', ABOVE_SALARIES];
    const edges = [from, ...SALARY_EDGES.filter((edge) => edge > from && edge < to), to];
    return edges.slice(1).map((edge, index) => ({ pk: range.pk, between: [edges[index] as string, edge] }));
  }
  const prefix = range.beginsWith ?? '';
  const weights = Array.from({ length: order === 'weights' ? 2 * MAX_WEIGHT : MAX_WEIGHT }, (_, i) => i + 1);
  const bases =
    order === 'weight'
      ? weights.map((weight) => `${prefix}${weight}${SEP}`)
      : order === 'weights'
        ? weights.filter((weight) => weight >= 2).map((weight) => `${prefix}${weightsKey(weight)}${SEP}`)
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
