import { cityKey } from '../../shared/jobs/places';
import { salarySortKey } from '../../shared/jobs/search-sort';
import { searchWords } from '../../shared/jobs/search-text';
import type { JobSummary } from '../../shared/jobs/types';
import { jobPairs } from './search-pairs';

/*
 * The shape of the search index (ADR 0009): inverted-index "postings" in the one table, each carrying the
 * job's summary so a result page needs no further reads, and one exact counter per term, kept by the same
 * writes. Pure: the index writer, the search and the bench all build keys here.
 */

/** How much a word counts for relevance, by the field it appears in. */
export const FIELD_WEIGHTS = { title: 3, skills: 2, company: 1 } as const;

/**
 * Separates the parts of a sort key. A space sorts below every character a word may hold ('c#', 'c++'),
 * so `begins_with('c ')` finds the word 'c' and never 'c#'.
 */
export const SEP = ' ';

/** A facet is an exact filter value a job is filed under; `all` holds every listed job. */
export type Facet = string;
export const ALL_FACET: Facet = 'all';
export const locationFacet = (key: string): Facet => `loc:${key}`;
export const typeFacet = (type: string): Facet => `type:${type}`;
export const functionFacet = (value: string): Facet => `function:${value}`;
export const categoryFacet = (value: string): Facet => `category:${value}`;

/** The counter of a term: words by their first two letters (a prefix reads its vocabulary), facets together. */
export interface CounterKey {
  pk: string;
  sk: string;
}

/** One index item of a job; `counter` is the term's count it belongs to (none for the expiry entry). */
export interface Posting {
  pk: string;
  sk: string;
  counter?: CounterKey;
  /** A facet's count filed beside its postings, kept equal to `counter` by the same writes. */
  besideCounter?: CounterKey;
}

const bucketOf = (word: string) => word.slice(0, 2);

export const wordPartition = (word: string) => `jobword#${bucketOf(word)}`;
/** The sort-key range of one whole word: weight then posting time follow it. */
export const wordRange = (word: string) => `${word}${SEP}`;
export const wordCounter = (word: string): CounterKey => ({ pk: `jobwordcount#${bucketOf(word)}`, sk: word });
/** The vocabulary of a prefix: the word counters that begin with it, all in one bucket. */
export const vocabularyPartition = (prefix: string) => `jobwordcount#${bucketOf(prefix)}`;

export const facetPartition = (facet: Facet) => `jobfacet#${facet}`;
/**
 * The same facet ordered by salary (issue 38, ADR 0025): highest offered maximum first when read backwards,
 * jobs without a salary last. No counter of its own: it holds the same jobs as the facet, whose count the
 * salary page reads.
 */
export const facetBySalaryPartition = (facet: Facet) => `jobfacetpay#${facet}`;
export const facetCounter = (facet: Facet): CounterKey => ({ pk: 'jobfacetcount', sk: facet });
/**
 * A facet's count is also filed in its postings' partition, after every posting (`~` sorts above the digit
 * a posting's time starts with), so reading the partition newest first meets the count first and a page
 * plan reads its total with its page (ADR 0017). The same transactions change it with the facet's counter.
 */
export const FACET_COUNT_SK = '~count';
export const facetBesideCounter = (facet: Facet): CounterKey => ({
  pk: facetPartition(facet),
  sk: FACET_COUNT_SK,
});

/**
 * Every listed job with an expiry date has an entry here, ordered by that date: a search reads the
 * entries already past (normally none) to leave them out of counted totals, and the quarter-hourly sweep
 * (job-search/expiry-sweep.ts) takes their jobs out of the index.
 */
export const EXPIRY_PARTITION = 'jobexpiry';
export const expirySortKey = (expiresAt: string, jobId: string) => `${expiresAt}${SEP}${jobId}`;

/** The words of each weighted field of a job. */
export function fieldWords(job: Pick<JobSummary, 'title' | 'company' | 'skills'>) {
  return {
    title: new Set(searchWords(job.title)),
    skills: new Set(job.skills.flatMap((skill) => searchWords(skill))),
    company: new Set(searchWords(job.company.name)),
  };
}

/** Each distinct word of a job with its weight: the sum of the weights of the fields it appears in. */
export function wordWeights(job: Pick<JobSummary, 'title' | 'company' | 'skills'>): Map<string, number> {
  const fields = fieldWords(job);
  const weights = new Map<string, number>();
  for (const field of ['title', 'skills', 'company'] as const) {
    for (const word of fields[field]) weights.set(word, (weights.get(word) ?? 0) + FIELD_WEIGHTS[field]);
  }
  return weights;
}

/** The filters a job answers to exactly; 'remote' also holds remote jobs of any city. */
export function jobFacets(job: JobSummary): Facet[] {
  const facets = new Set<Facet>([
    ALL_FACET,
    typeFacet(job.jobType),
    functionFacet(job.function),
    categoryFacet(job.category),
  ]);
  const city = cityKey(job.location);
  if (city) facets.add(locationFacet(city));
  if (job.isRemote) facets.add(locationFacet('remote'));
  return [...facets];
}

/**
 * The postings of a listed job. Word postings sort by word, then weight, then posting time, so reading
 * one word backwards yields its jobs by relevance then newest; facet postings sort by posting time, and
 * their salary-ordered twins by the offered top, then posting time. Pairs of a word with a place sort by
 * the word's weight, then posting time, like the word's own postings; pairs with a level word by the two
 * words' weights; pairs of skills by the offered top (search-pairs.ts).
 */
export function postingsFor(job: JobSummary): Posting[] {
  const postings: Posting[] = [];
  const time = `${job.postedAt}${SEP}${job.id}`;
  const weights = wordWeights(job);
  for (const [word, weight] of weights) {
    postings.push({
      pk: wordPartition(word),
      sk: `${wordRange(word)}${weight}${SEP}${time}`,
      counter: wordCounter(word),
    });
  }
  const facets = jobFacets(job);
  const counted = (facet: Facet, sk: string): Posting => ({
    pk: facetPartition(facet),
    sk,
    counter: facetCounter(facet),
    besideCounter: facetBesideCounter(facet),
  });
  for (const facet of facets) postings.push(counted(facet, time));
  // Pairs of common terms (search-pairs.ts, issue 36): facets too, without salary twins.
  const places = facets.filter((facet) => facet.startsWith('loc:'));
  const pairs = jobPairs(
    job,
    { type: typeFacet(job.jobType), function: functionFacet(job.function), places },
    weights,
  );
  const bySalary = `${salarySortKey(job)}${SEP}${time}`;
  for (const facet of pairs.timed) postings.push(counted(facet, time));
  for (const facet of pairs.bySalary) postings.push(counted(facet, bySalary));
  for (const { facet, weight } of pairs.weighted) postings.push(counted(facet, `${weight}${SEP}${time}`));
  for (const facet of facets) postings.push({ pk: facetBySalaryPartition(facet), sk: bySalary });
  if (job.expiresAt) postings.push({ pk: EXPIRY_PARTITION, sk: expirySortKey(job.expiresAt, job.id) });
  return postings;
}

/** A posting's identity as one string (state items list the postings a job has). */
export const postingId = (posting: Pick<Posting, 'pk' | 'sk'>) => `${posting.pk}\n${posting.sk}`;

/** The posting an identity names, with its counter worked out again from the key. */
export function postingFromId(id: string): Posting {
  const [pk = '', sk = ''] = id.split('\n');
  if (pk.startsWith('jobword#')) return { pk, sk, counter: wordCounter(sk.slice(0, sk.indexOf(SEP))) };
  if (pk.startsWith('jobfacet#')) {
    const facet = pk.slice('jobfacet#'.length);
    return { pk, sk, counter: facetCounter(facet), besideCounter: facetBesideCounter(facet) };
  }
  return { pk, sk };
}

/** Whether a job is shown at all: active and not yet expired. */
export function isListed(
  job: (JobSummary & { isActive: boolean }) | null,
  now: Date,
): job is JobSummary & {
  isActive: boolean;
} {
  return !!job && job.isActive && !isExpired(job, now);
}

export function isExpired(job: Pick<JobSummary, 'expiresAt'>, now: Date): boolean {
  return job.expiresAt !== null && Date.parse(job.expiresAt) <= now.getTime();
}
