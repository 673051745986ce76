import { cityKey, placeAnswers, searchedPlaceKeys } from '../../shared/jobs/places';
import type { JobSearchQuery } from '../../shared/jobs/schemas';
import { defaultJobSort, type JobSort } from '../../shared/jobs/search-sort';
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
} from './job-postings';

/*
 * What a job search asks, as conditions checked on a job's summary, and the index terms that can produce
 * the jobs meeting them. The search planner (job-search/plan.ts) reads the rarest term's postings and checks
 * the rest with scoreJob; job alerts (job-alerts/) test a new job against saved searches the same way, so
 * an alert mails exactly the jobs its search would list.
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
