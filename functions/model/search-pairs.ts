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

/**
 * The level words of a title (issue 36, second step): each held by at least 2% of titles in the measured mix,
 * and the usual first word of a two-word search ('senior java', 'principal engineer'). Alone each is common
 * or fairly common, so a search of one with another word read thousands of postings whole; a job is also
 * filed under each of its level words paired with each of its paired words (and with each other), with
 * and without its places. Bounded by a job's level words (one, rarely two) times its paired words (about
 * four): about 4.7 postings a job.
 */
export const LEVEL_WORDS: ReadonlySet<string> = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'associate',
  'trainee',
]);

/**
 * Whether the index keeps the pair of two distinct words: a level word with a paired word or another level
 * word. Symmetric, so the planner may ask in either order.
 */
export function isLevelPair(a: string, b: string): boolean {
  if (a === b) return false;
  const level = (word: string) => LEVEL_WORDS.has(word);
  return (level(a) && (level(b) || isPairedWord(b))) || (level(b) && isPairedWord(a));
}

const JOIN = '&';

/** A pair of a word with a facet (a place): postings sort by the word's weight, then newest. */
export const wordPairFacet = (word: string, facet: string) => `w:${word}${JOIN}${facet}`;
/**
 * A level word with another word (isLevelPair), in one order whichever is typed first, and optionally
 * with a place: postings sort by the two words' weights together (two digits), then newest, so read
 * backwards they come in the search's relevance order.
 */
export const levelPairFacet = (a: string, b: string, place?: string) => {
  const [first, second] = [a, b].sort();
  return `lw:${first}${JOIN}${second}${place ? `${JOIN}${place}` : ''}`;
};
/**
 * How a facet's postings are keyed before their posting time: by a word's weight (one digit, 1 to 6), two
 * words' weights (two digits, 02 to 12), the offered salary (salarySortKey), or by posting time alone.
 */
export type FacetOrder = 'weight' | 'weights' | 'salary' | 'time';
export function facetOrder(facet: string): FacetOrder {
  if (facet.startsWith('w:')) return 'weight';
  if (facet.startsWith('lw:')) return 'weights';
  if (facet.startsWith('skill:') && facet.includes(JOIN)) return 'salary';
  return 'time';
}
/** Two words' weights together as a sort-key part that orders as the number does. */
export const weightsKey = (weight: number) => String(weight).padStart(2, '0');
/** A pair of two exact filters (type with function, type with place, function with place). */
export const facetPairFacet = (a: string, b: string) => `${a}${JOIN}${b}`;
/**
 * A pair of two exact skills, in one order whichever is chosen first. Its postings sort by the offered
 * salary: skills are only ever asked as in-memory conditions (no page plan), and a salary floor, common
 * beside them, then reads only the pair's part at or above it.
 */
export const skillPairFacet = (a: string, b: string) => {
  const [first, second] = [a, b].sort();
  return `skill:${first}${JOIN}skill:${second}`;
};

export interface JobPairs {
  /** Pairs keyed by posting time, like a facet. */
  timed: string[];
  /** Pairs keyed by the offered salary, then posting time. */
  bySalary: string[];
  /** Word pairs keyed by the words' weight in the job (`weight`, already a sort-key part), then posting time. */
  weighted: { facet: string; weight: string }[];
}

/**
 * The pairs a job is filed under, given its single facets and word weights (job-postings.ts): its type
 * with its function, and each of the two with each of its places; each paired word with each place; each
 * level word with each paired or level word, alone and with each place; each two paired skills.
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
  const bySalary: string[] = [];
  for (const [index, first] of skills.entries()) {
    for (const second of skills.slice(index + 1)) bySalary.push(skillPairFacet(first, second));
  }
  const weighted: JobPairs['weighted'] = [];
  for (const [word, weight] of weights) {
    if (!isPairedWord(word)) continue;
    for (const place of facets.places)
      weighted.push({ facet: wordPairFacet(word, place), weight: `${weight}` });
  }
  const levelled = new Set<string>();
  for (const [level, levelWeight] of weights) {
    if (!LEVEL_WORDS.has(level)) continue;
    for (const [word, weight] of weights) {
      if (!isLevelPair(level, word) || levelled.has(levelPairFacet(level, word))) continue;
      levelled.add(levelPairFacet(level, word));
      const both = weightsKey(levelWeight + weight);
      weighted.push({ facet: levelPairFacet(level, word), weight: both });
      for (const place of facets.places)
        weighted.push({ facet: levelPairFacet(level, word, place), weight: both });
    }
  }
  return { timed, bySalary, weighted };
}
