import type { JobSummary } from '../../shared/jobs/types';

/*
 * Pair terms of the search index (issue 36, ADR 0009): a job is also filed under a few pairs of its terms,
 * so a search that combines two common terms reads the postings of the pair (a few hundred jobs) instead
 * of every posting of the rarer term (thousands). Pairs are chosen by measured frequency: only a word or
 * skill held by many active jobs gets pairs, because a rare one is already cheap to read whole. A pair is
 * a facet like any other (`jobfacet#<pair>`, its counter and the count beside its postings), so the writer
 * keeps it exact with the same transactions. Changing these lists changes what a job is filed under: the
 * index is rebuilt after such a change (ADR 0009), before a search may rely on the new pairs.
 */

/**
 * Title and skill words held by at least 5% of active jobs in the measured mix (the benchmark's
 * generator, which follows the market's roles and skills): each also gets a pair with the job's places.
 */
export const PAIRED_WORDS: ReadonlySet<string> = new Set([
  'senior',
  'junior',
  'lead',
  'associate',
  'developer',
  'engineer',
  'software',
  'manager',
  'management',
  'executive',
  'analyst',
  'sales',
  'marketing',
  'digital',
  'data',
  'support',
  'customer',
  'logistics',
  'excel',
  'communication',
  'crm',
  'sql',
  'python',
  'java',
  'react',
  'node.js',
  '.net',
  'sap',
  'salesforce',
  'negotiation',
  'b2b',
  'cold',
  'calling',
  'generation',
  'google',
  'analytics',
  'english',
]);

/**
 * Exact skills held by at least 8% of active jobs: a job holding two of them is filed under the pair, so
 * a search for both chosen skills reads the pair. Few jobs hold more than two, so few pairs per job.
 */
export const PAIRED_SKILLS: ReadonlySet<string> = new Set(['excel', 'communication', 'crm', 'sql', 'python']);

/**
 * Whether a word has pairs: a paired word, or one that begins with a paired word ('javascript', 'java').
 * The last word typed is searched as a prefix, so 'senior java' in a city also asks for 'javascript': its
 * pairs let the prefix be read from pairs alone. Such words are few, so they add few postings.
 */
export function isPairedWord(word: string): boolean {
  if (PAIRED_WORDS.has(word)) return true;
  for (const paired of PAIRED_WORDS) if (word.startsWith(paired)) return true;
  return false;
}

const JOIN = '&';

/** A pair of a word with a facet (a place): postings sort by the word's weight, then newest. */
export const wordPairFacet = (word: string, facet: string) => `w:${word}${JOIN}${facet}`;
/** Whether a facet's postings are keyed by a word's weight first (relevance order when read backwards). */
export const isWeightedFacet = (facet: string) => facet.startsWith('w:');
/** A pair of two exact filters (type with function, type with place, function with place). */
export const facetPairFacet = (a: string, b: string) => `${a}${JOIN}${b}`;
/** A pair of two exact skills, in one order whichever is chosen first. */
export const skillPairFacet = (a: string, b: string) => {
  const [first, second] = [a, b].sort();
  return `skill:${first}${JOIN}skill:${second}`;
};

export interface JobPairs {
  /** Pairs keyed by posting time, like a facet. */
  timed: string[];
  /** Word pairs with the word's weight in the job, keyed by weight then posting time. */
  weighted: { facet: string; weight: number }[];
}

/**
 * The pairs a job is filed under, given its single facets and word weights (job-postings.ts): its type
 * with its function, and each of the two with each of its places; each paired word with each place; each
 * two paired skills.
 */
export function jobPairs(
  job: Pick<JobSummary, 'skills'>,
  facets: { type: string; function: string; places: string[] },
  weights: Map<string, number>,
): JobPairs {
  const timed = [facetPairFacet(facets.type, facets.function)];
  for (const place of facets.places) {
    timed.push(facetPairFacet(facets.type, place), facetPairFacet(facets.function, place));
  }
  const skills = [...new Set(job.skills.map((skill) => skill.trim().toLowerCase()))]
    .filter((skill) => PAIRED_SKILLS.has(skill))
    .sort();
  for (const [index, first] of skills.entries()) {
    for (const second of skills.slice(index + 1)) timed.push(skillPairFacet(first, second));
  }
  const weighted: JobPairs['weighted'] = [];
  for (const [word, weight] of weights) {
    if (!isPairedWord(word)) continue;
    for (const place of facets.places) weighted.push({ facet: wordPairFacet(word, place), weight });
  }
  return { timed, weighted };
}
