import { JOB_MESSAGES, type JobSearchQuery } from '../../shared/jobs/schemas';
import type { JobSearchResult, JobSummary } from '../../shared/jobs/types';
import {
  type CounterKey,
  type Facet,
  facetBesideCounter,
  facetBySalaryPartition,
  facetCounter,
  facetPartition,
  isExpired,
  postingId,
  postingsFor,
  wordCounter,
  wordPartition,
  wordRange,
} from '../model/job-postings';
import {
  conditionsOf,
  type SearchConditions,
  type Source,
  scoreJob,
  sourcesOf,
} from '../model/search-conditions';
import { ValidationError } from '../platform/errors';
import {
  Meter,
  type PostingRange,
  readCounters,
  readExpired,
  readPostings,
  readVocabulary,
} from './index-reader';
import {
  type Candidate,
  candidatesOf,
  choosePlan,
  mayBePaged,
  orderOf,
  SCORED_ORDERS,
  type Scored,
  salaryFloorRange,
  slicesOf,
} from './plan';

/**
 * A prefix whose words hold at most this many postings together is read as one range: about one 1 MB
 * page of postings (ADR 0009: about 2,500 a MB), so one request where each word would take one.
 */
const ONE_RANGE_POSTINGS = 2000;

const counterKeysOf = (source: Source): CounterKey[] =>
  source.kind === 'word'
    ? [wordCounter(source.word)]
    : source.kind === 'facets'
      ? source.facets.map(facetCounter)
      : [];

/** How many indexed postings of a source belong to jobs already expired (their counters still hold them). */
function expiredIn(range: PostingRange, expired: JobSummary[]): number {
  return expired.filter((job) =>
    postingsFor(job).some(
      (posting) => posting.pk === range.pk && (!range.beginsWith || posting.sk.startsWith(range.beginsWith)),
    ),
  ).length;
}

/** The ranges of postings a source reads, each with its exact count (zero when not known). */
function rangesOf(
  source: Source,
  vocabulary: Map<string, { word: string; count: number }[]>,
  counters: Map<string, number>,
): { range: PostingRange; count: number }[] {
  const counted = (key: CounterKey) => counters.get(postingId(key)) ?? 0;
  if (source.kind === 'word') {
    const range = { pk: wordPartition(source.word), beginsWith: wordRange(source.word) };
    return [{ range, count: counted(wordCounter(source.word)) }];
  }
  if (source.kind === 'facets') {
    return source.facets.map((facet) => ({
      range: { pk: facetPartition(facet) },
      count: counted(facetCounter(facet)),
    }));
  }
  const words = vocabulary.get(source.prefix) ?? [];
  // The postings of every word a prefix completes to sort together under the prefix, in the one partition
  // of their first two letters: while they fit in about a page, one query reads them all. Larger, each
  // word's range is read on its own, side by side.
  const postings = words.reduce((sum, word) => sum + word.count, 0);
  if (words.length > 1 && postings <= ONE_RANGE_POSTINGS) {
    return [{ range: { pk: wordPartition(source.prefix), beginsWith: source.prefix }, count: postings }];
  }
  return words.map(({ word, count }) => ({
    range: { pk: wordPartition(word), beginsWith: wordRange(word) },
    count,
  }));
}

function answer(jobs: JobSummary[], total: number, query: JobSearchQuery): JobSearchResult {
  return { jobs, total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) };
}

type PostingsRead = Awaited<ReturnType<typeof readPostings>>;

/**
 * A page plan's postings: up to the page's end (and a facet's count, which comes first), read beside the
 * expired entries still indexed, whose jobs its counter's total holds; read again past the expired jobs
 * that took places of the page while the range goes on (rare: until the quarter-hourly sweep takes them out).
 */
async function readPage(
  range: PostingRange,
  query: JobSearchQuery,
  now: Date,
  meter: Meter,
): Promise<{ read: PostingsRead; expired: JobSummary[] }> {
  const end = query.page * query.limit;
  const [page, expired] = await Promise.all([readPostings(range, meter, end + 1), readExpired(now, meter)]);
  let read = page;
  const stale = expiredIn(range, expired.jobs);
  const live = read.jobs.filter((job) => !isExpired(job, now)).length;
  if (stale > 0 && live < end && read.more) {
    read = await readPostings(range, meter, end + 1 + stale);
  }
  return { read, expired: expired.jobs };
}

function pageAnswer(
  read: PostingsRead,
  count: number,
  range: PostingRange,
  expired: JobSummary[],
  query: JobSearchQuery,
  now: Date,
): JobSearchResult {
  const skip = (query.page - 1) * query.limit;
  const live = read.jobs.filter((job) => !isExpired(job, now));
  return answer(live.slice(skip, skip + query.limit), Math.max(0, count - expiredIn(range, expired)), query);
}

/**
 * One facet and nothing else (the browse page, a city, function or category link): its page, its count
 * filed beside the postings and the expired entries, in one round of two requests. A facet counted before
 * its count was filed beside its postings reads its counter after (ADR 0017, migration). By salary, the
 * page comes from the facet's salary-ordered twin, and its count beside it in the same round (ADR 0025).
 */
async function searchOneFacet(
  facet: Facet,
  query: JobSearchQuery,
  bySalary: boolean,
  now: Date,
  meter: Meter,
): Promise<JobSearchResult> {
  const range: PostingRange = { pk: bySalary ? facetBySalaryPartition(facet) : facetPartition(facet) };
  const beside = facetBesideCounter(facet);
  const [{ read, expired }, besideCount] = await Promise.all([
    readPage(range, query, now, meter),
    bySalary ? readCounters([beside], meter) : undefined,
  ]);
  if (besideCount) read.count = besideCount.get(postingId(beside));
  let count = read.count ?? 0;
  // No item at all means a count of zero (postings and counts change together); postings without the
  // count filed beside them were written before it existed.
  if (read.count === undefined && read.items > 0) {
    const counter = facetCounter(facet);
    const counters = await readCounters([counter], meter);
    count = counters.get(`${counter.pk}\n${counter.sk}`) ?? 0;
  }
  return pageAnswer(read, count, range, expired, query, now);
}

/**
 * Round 1 (and a prefix's pairs in round 2): every candidate a search may start from with its exact count.
 * Round 1 reads the counts of the search's terms and of the pairs of them the index keeps (issue 36), each
 * prefix's vocabulary, and for a word that may be paged the expired jobs still indexed.
 */
async function countCandidates(
  conditions: SearchConditions,
  sources: Source[],
  { paged, pairs, now, meter }: { paged: boolean; pairs: boolean; now: Date; meter: Meter },
) {
  const prefixes = sources.flatMap((source) => (source.kind === 'prefix' ? [source.prefix] : []));
  // A word that may be paged reads the expired entries beside its counter; a prefix knows whether it
  // pages only once its vocabulary is read, and then reads them beside its page.
  const expiredFirst = paged && sources[0]?.kind === 'word';
  // Pairs known before the vocabulary: those of each term, and of a prefix as the whole word it may be
  // (over HTTP the last word typed is always a prefix), so a typed word with a city needs no third round.
  const asWords = new Map(prefixes.map((prefix) => [prefix, [prefix]]));
  const early = candidatesOf(conditions, sources, asWords, pairs);
  const asked = new Set<string>();
  const keysOf = (candidates: Candidate[]) =>
    candidates.flatMap(({ source }) => counterKeysOf(source)).filter((key) => !asked.has(postingId(key)));
  const counterKeys = keysOf(early);
  for (const key of counterKeys) asked.add(postingId(key));
  const [counters, vocabularies, expiredEarly] = await Promise.all([
    readCounters(counterKeys, meter),
    Promise.all(prefixes.map((prefix) => readVocabulary(prefix, meter))),
    expiredFirst ? readExpired(now, meter) : undefined,
  ]);
  const vocabulary = new Map(prefixes.map((prefix, index) => [prefix, vocabularies[index]?.words ?? []]));
  // A vocabulary is made of word counters: a prefix narrowed to one word needs no other read for its count.
  for (const { word, count } of [...vocabulary.values()].flat()) {
    counters.set(postingId(wordCounter(word)), count);
    asked.add(postingId(wordCounter(word)));
  }
  // A prefix that completes to one word only is that word: its postings are already in result order.
  const narrowed = sources.map((source): Source => {
    const words = source.kind === 'prefix' ? (vocabulary.get(source.prefix) ?? []) : [];
    return words.length === 1 && words[0] ? { kind: 'word', word: words[0].word } : source;
  });
  const prefixWords = new Map(
    [...vocabulary].map(([prefix, words]) => [prefix, words.map(({ word }) => word)]),
  );
  const candidates = candidatesOf(conditions, narrowed, prefixWords, pairs);
  // Pairs of the words a prefix completes to are known only now: their counts cost one more round.
  const later = keysOf(candidates);
  if (later.length > 0) {
    for (const [id, count] of await readCounters(later, meter)) counters.set(id, count);
  }
  const counts = candidates.map(({ source }) =>
    source.kind === 'prefix'
      ? (vocabulary.get(source.prefix) ?? []).reduce((sum, word) => sum + word.count, 0)
      : counterKeysOf(source).reduce((sum, key) => sum + (counters.get(postingId(key)) ?? 0), 0),
  );
  return { candidates, counts, vocabulary, counters, expiredEarly };
}

/**
 * GET /jobs/search: active, unexpired jobs matching every condition, most relevant first, then newest.
 * A single facet reads its page with its count (ADR 0017). Otherwise round 1 reads the exact counts of
 * the search's terms and of the pairs of them the index keeps (issue 36); a prefix's pairs, known from its
 * vocabulary, may take one more. Then either just the page (a term or pair answering the whole search in
 * result order), or every posting of the rarest term or pair, a large one in slices side by side, checking
 * the other conditions on the summaries the postings carry (ADR 0009). Only a page plan reads the expired
 * jobs still indexed, which its counter's total holds; an evaluated total counts matches, and expired jobs
 * never match. A search only reads: the expired jobs go from the index at the next sweep (expiry-sweep.ts).
 */
export async function searchJobs(
  query: JobSearchQuery,
  options: {
    now?: Date;
    meter?: Meter;
    /**
     * Start from single terms only, each read page after page: the search before pair postings and
     * slices (issue 36), kept for the benchmark's before-and-after figures.
     */
    singleTerms?: boolean;
    /** Pages a pair answering the whole search above this count (plan.ts EVALUATE_UP_TO; tests only). */
    evaluateUpTo?: number;
  } = {},
): Promise<JobSearchResult> {
  const now = options.now ?? new Date();
  const meter = options.meter ?? new Meter();
  if (query.salaryMin !== undefined && query.salaryMax !== undefined && query.salaryMax < query.salaryMin) {
    throw new ValidationError(JOB_MESSAGES.salaryRange, { salaryMax: JOB_MESSAGES.salaryRange });
  }
  const conditions: SearchConditions = conditionsOf(query);
  const sources = sourcesOf(conditions);
  const paged = mayBePaged(conditions, sources);
  const [first] = sources;

  if (paged && first?.kind === 'facets' && first.facets[0] !== undefined) {
    const bySalary = conditions.sort === 'salary';
    return searchOneFacet(first.facets[0], query, bySalary, now, meter);
  }

  const pairs = !options.singleTerms;
  const { candidates, counts, vocabulary, counters, expiredEarly } = await countCandidates(
    conditions,
    sources,
    { paged, pairs, now, meter },
  );
  const plan = choosePlan(conditions, candidates, counts, sources.length, options.evaluateUpTo);
  let result: JobSearchResult;
  if (plan.kind === 'empty') {
    result = answer([], 0, query);
  } else if (plan.kind === 'page') {
    const [{ range }] = rangesOf(plan.source, vocabulary, counters) as [
      { range: PostingRange; count: number },
    ];
    if (expiredEarly) {
      const end = query.page * query.limit;
      const read = await readPostings(range, meter, end + expiredIn(range, expiredEarly.jobs));
      result = pageAnswer(read, plan.count, range, expiredEarly.jobs, query, now);
    } else {
      const { read, expired } = await readPage(range, query, now, meter);
      result = pageAnswer(read, plan.count, range, expired, query, now);
    }
  } else {
    // A salary-ordered pair is read from the salary floor up: the jobs below it cannot match.
    const ranges = rangesOf(plan.source, vocabulary, counters).flatMap(({ range, count }) => {
      const read = salaryFloorRange(range, conditions.salaryMin);
      return pairs ? slicesOf(read, count, orderOf(read), now) : [read];
    });
    // Every range (and every slice of a large one) side by side: one round while each fits a page.
    const reads = await Promise.all(ranges.map((range) => readPostings(range, meter)));
    const seen = new Set<string>();
    const matches: Scored[] = [];
    for (const read of reads) {
      for (const job of read.jobs) {
        if (seen.has(job.id)) continue;
        seen.add(job.id);
        // Expired since it was indexed: out of the answer now, out of the index at the next sweep.
        if (isExpired(job, now)) continue;
        const score = scoreJob(job, conditions, now);
        if (score !== null) matches.push({ job, score });
      }
    }
    matches.sort(SCORED_ORDERS[conditions.sort]);
    const skip = (query.page - 1) * query.limit;
    result = answer(
      matches.slice(skip, skip + query.limit).map((match) => match.job),
      matches.length,
      query,
    );
  }

  return result;
}

/**
 * What a search may start from and the counts it would choose by, without reading postings: the
 * benchmark projects each shape's plan to a larger index from these (counts scaled by the same mix).
 */
export async function searchCandidates(query: JobSearchQuery, now = new Date()) {
  const conditions = conditionsOf(query);
  const sources = sourcesOf(conditions);
  const paged = mayBePaged(conditions, sources);
  const { candidates, counts } = await countCandidates(conditions, sources, {
    paged,
    pairs: true,
    now,
    meter: new Meter(),
  });
  return { conditions, sources, candidates, counts };
}

export { Meter };
