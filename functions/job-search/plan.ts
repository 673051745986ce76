import { cityKey, placeAnswers, searchedPlaceKeys } from '../../shared/jobs/places';
import type { JobSearchQuery } from '../../shared/jobs/schemas';
import { byNewest, bySalary, defaultJobSort, type JobSort } from '../../shared/jobs/search-sort';
import { parseSearch, searchWords } from '../../shared/jobs/search-text';
import type { JobSummary } from '../../shared/jobs/types';
import {
  categoryFacet,
  type Facet,
  FIELD_WEIGHTS,
  fieldWords,
  functionFacet,
  isExpired,
  locationFacet,
  typeFacet,
} from '../model/job-postings';

/*
 * What a search asks, as conditions checked on a job's summary, and the index terms that can produce the
 * jobs meeting them. The planner reads the rarest term's postings and checks the rest here, in memory.
 */

export interface SearchConditions {
  /** Whole words typed; each must appear in the title, skills or company name. */
  words: string[];
  /** The last word typed, matched as the start of a word. */
  prefix?: string;
  /** Chosen skills, lower-case: the job must list every one. */
  skills: string[];
  location?: string;
  types: string[];
  function?: string;
  category?: string;
  experience?: number;
  salaryMin?: number;
  salaryMax?: number;
  /** The order asked for, or the default of the search (relevance with words, newest without). */
  sort: JobSort;
}

/** A set of postings every matching job is in: a word, a prefix's words, or a union of facets. */
export type Source =
  | { kind: 'word'; word: string }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'facets'; facets: Facet[] };

export function conditionsOf(query: JobSearchQuery): SearchConditions {
  const parsed = parseSearch(query.search);
  const words = [...parsed.words];
  let prefix = parsed.prefix;
  // One letter as a prefix would match most of the index; 'c' and 'r' are kept as the words they are.
  if (prefix !== undefined && prefix.length < 2) {
    if (!words.includes(prefix)) words.push(prefix);
    prefix = undefined;
  }
  const location = query.location ? cityKey(query.location) : '';
  return {
    words,
    prefix,
    skills: [...new Set((query.skills ?? []).map((skill) => skill.trim().toLowerCase()))].filter(Boolean),
    location: location || undefined,
    types: [...new Set(query.type ?? [])],
    function: query.function,
    category: query.category,
    experience: query.experience,
    salaryMin: query.salaryMin,
    salaryMax: query.salaryMax,
    sort: query.sort ?? defaultJobSort(query.search),
  };
}

/** The sources a search could start from; `all` when nothing narrows it. */
export function sourcesOf(conditions: SearchConditions): Source[] {
  const sources: Source[] = conditions.words.map((word) => ({ kind: 'word', word }));
  if (conditions.prefix) sources.push({ kind: 'prefix', prefix: conditions.prefix });
  const typed = new Set(conditions.words);
  for (const word of conditions.skills.flatMap((skill) => searchWords(skill))) {
    if (!typed.has(word)) sources.push({ kind: 'word', word });
    typed.add(word);
  }
  if (conditions.location)
    sources.push({ kind: 'facets', facets: searchedPlaceKeys(conditions.location).map(locationFacet) });
  if (conditions.types.length > 0) sources.push({ kind: 'facets', facets: conditions.types.map(typeFacet) });
  if (conditions.function) sources.push({ kind: 'facets', facets: [functionFacet(conditions.function)] });
  if (conditions.category) sources.push({ kind: 'facets', facets: [categoryFacet(conditions.category)] });
  if (sources.length === 0) sources.push({ kind: 'facets', facets: ['all'] });
  return sources;
}

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

function fieldWeight(fields: ReturnType<typeof fieldWords>, test: (word: string) => boolean): number {
  let weight = 0;
  for (const field of ['title', 'skills', 'company'] as const) {
    for (const word of fields[field]) {
      if (test(word)) {
        weight += FIELD_WEIGHTS[field];
        break;
      }
    }
  }
  return weight;
}

function salaryOverlaps(job: JobSummary, askedMin: number | undefined, askedMax: number | undefined) {
  if (askedMin === undefined && askedMax === undefined) return true;
  const low = job.salaryMin ?? job.salaryMax;
  const high = job.salaryMax ?? job.salaryMin;
  // A job that does not disclose its salary cannot be said to pay in the asked range.
  if (low === null || high === null) return false;
  return high >= (askedMin ?? 0) && low <= (askedMax ?? Number.POSITIVE_INFINITY);
}

/**
 * The relevance of a job to a search, or null when it does not match: each typed word adds the weights
 * of the fields it appears in (title > skills > company).
 */
export function scoreJob(job: JobSummary, conditions: SearchConditions, now: Date): number | null {
  if (isExpired(job, now)) return null;
  if (conditions.location) {
    const here = placeAnswers(conditions.location, cityKey(job.location));
    if (!here && !(conditions.location === 'remote' && job.isRemote)) return null;
  }
  if (conditions.types.length > 0 && !conditions.types.includes(job.jobType)) return null;
  if (conditions.function && job.function !== conditions.function) return null;
  if (conditions.category && job.category !== conditions.category) return null;
  if (conditions.experience !== undefined) {
    if (conditions.experience < job.experienceMin) return null;
    if (job.experienceMax !== null && conditions.experience > job.experienceMax) return null;
  }
  if (!salaryOverlaps(job, conditions.salaryMin, conditions.salaryMax)) return null;
  if (conditions.skills.length > 0) {
    const listed = new Set(job.skills.map((skill) => skill.trim().toLowerCase()));
    if (!conditions.skills.every((skill) => listed.has(skill))) return null;
  }

  if (conditions.words.length === 0 && !conditions.prefix) return 0;
  const fields = fieldWords(job);
  let score = 0;
  for (const word of conditions.words) {
    const weight = fieldWeight(fields, (candidate) => candidate === word);
    if (weight === 0) return null;
    score += weight;
  }
  const { prefix } = conditions;
  if (prefix) {
    const weight = fieldWeight(fields, (candidate) => candidate.startsWith(prefix));
    if (weight === 0) return null;
    score += weight;
  }
  return score;
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
