import { JOB_SEARCH } from '@shared/constants';
import { rupeesFromLpa } from '@shared/jobs/format';
import {
  JOB_CATEGORIES,
  JOB_FUNCTION_VALUES,
  JOB_LIMITS,
  type JobCategory,
  type JobFunction,
  type JobType,
  toJobType,
} from '@shared/jobs/options';
import { JOB_SORTS, type JobSort } from '@shared/jobs/search-sort';
import type { JobFilters } from '@/config/paths';

/*
 * The job search between the address bar, the filter form and GET /jobs/search. The URL is the one source
 * of truth (footer links, shared links and Back all land on the same results), so reading it is lenient: a
 * value the search does not know is dropped rather than turned into an error page.
 */

export interface JobSearchFilters {
  search: string;
  location: string;
  /** The seeker's years of experience. */
  experience: number | null;
  types: JobType[];
  skills: string[];
  /** Rupees a year. */
  salaryMin: number | null;
  salaryMax: number | null;
  function: JobFunction | null;
  category: JobCategory | null;
  /**
   * The order asked for; null for the default, relevance (which orders a search without words newest
   * first, so the control never has to change its value when words are typed).
   */
  sort: JobSort | null;
  /** One-based. */
  page: number;
}

export const NO_FILTERS: JobSearchFilters = {
  search: '',
  location: '',
  experience: null,
  types: [],
  skills: [],
  salaryMin: null,
  salaryMax: null,
  function: null,
  category: null,
  sort: null,
  page: JOB_SEARCH.defaultPage,
};

const MAX_SKILLS = 10;
const MAX_PAGE = 10_000;

function text(value: string | null, max: number): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, max);
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  const trimmed = (value ?? '').trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : null;
}

/** A comma-separated list: trimmed, blanks and repeats (any case) dropped. */
export function listOf(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const item = raw.trim().replace(/\s+/g, ' ');
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}

function typesOf(value: string | null): JobType[] {
  const types = listOf(value)
    .map(toJobType)
    .filter((type): type is JobType => type !== undefined);
  return [...new Set(types)];
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The search a /jobs address stands for. */
export function filtersFromSearchParams(params: URLSearchParams): JobSearchFilters {
  return {
    search: text(params.get('search'), 200),
    location: text(params.get('location'), JOB_LIMITS.locationMax),
    experience: wholeNumber(params.get('experience'), 0, JOB_LIMITS.maxExperienceYears),
    types: typesOf(params.get('type')),
    skills: listOf(params.get('skills')).slice(0, MAX_SKILLS),
    salaryMin: wholeNumber(params.get('salaryMin'), 0, JOB_LIMITS.maxSalary) || null,
    salaryMax: wholeNumber(params.get('salaryMax'), 0, JOB_LIMITS.maxSalary) || null,
    function: oneOf(JOB_FUNCTION_VALUES, params.get('function')),
    category: oneOf(JOB_CATEGORIES, params.get('category')),
    sort: oneOf(JOB_SORTS, params.get('sort')),
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? JOB_SEARCH.defaultPage,
  };
}

/** The query of the /jobs link for a search (what paths.jobs.getHref takes); empty values are left out. */
export function urlFiltersOf(filters: JobSearchFilters): JobFilters {
  return {
    search: filters.search || undefined,
    location: filters.location || undefined,
    experience: filters.experience ?? undefined,
    type: filters.types.join(',') || undefined,
    skills: filters.skills.join(',') || undefined,
    salaryMin: filters.salaryMin ?? undefined,
    salaryMax: filters.salaryMax ?? undefined,
    function: filters.function ?? undefined,
    category: filters.category ?? undefined,
    // Relevance stays out of the address: it is the default, and without words it is newest anyway.
    sort: filters.sort && filters.sort !== 'relevance' ? filters.sort : undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

/** The parameters of GET /jobs/search for a search, with the spec's page size. */
export function searchParamsOf(
  filters: JobSearchFilters,
): Record<string, string | number | undefined> & { page: number; limit: number } {
  const { page, ...query } = urlFiltersOf(filters);
  return { ...query, page: page ?? JOB_SEARCH.defaultPage, limit: JOB_SEARCH.defaultLimit };
}

/** How many filters narrow the search (the words typed in the search box and the page do not count). */
export function activeFilterCount(filters: JobSearchFilters): number {
  return [
    filters.location,
    filters.experience !== null,
    filters.types.length > 0,
    filters.skills.length > 0,
    filters.salaryMin !== null || filters.salaryMax !== null,
    filters.function,
    filters.category,
  ].filter(Boolean).length;
}

/** Whether anything at all narrows the results (the empty state then offers to clear it). */
export function isFiltered(filters: JobSearchFilters): boolean {
  return filters.search !== '' || activeFilterCount(filters) > 0;
}

/** Lakhs typed in a salary box as rupees; blank, zero or unreadable means no bound. */
function rupeesOfLpa(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const lpa = Number(value.trim());
  if (!Number.isFinite(lpa) || lpa <= 0) return null;
  return Math.min(rupeesFromLpa(lpa), JOB_LIMITS.maxSalary);
}

function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}

/**
 * The search the filter form describes, from its first page. Salaries are typed in lakhs per annum and
 * sent in rupees; a minimum above the maximum is read as the two typed the wrong way round.
 */
export function filtersFromForm(form: FormData): JobSearchFilters {
  let salaryMin = rupeesOfLpa(form.get('salaryMinLpa'));
  let salaryMax = rupeesOfLpa(form.get('salaryMaxLpa'));
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) {
    [salaryMin, salaryMax] = [salaryMax, salaryMin];
  }
  const types = form
    .getAll('type')
    .map((value) => (typeof value === 'string' ? toJobType(value) : undefined))
    .filter((type): type is JobType => type !== undefined);
  return {
    search: text(field(form, 'search'), 200),
    location: text(field(form, 'location'), JOB_LIMITS.locationMax),
    experience: wholeNumber(field(form, 'experience'), 0, JOB_LIMITS.maxExperienceYears),
    types: [...new Set(types)],
    skills: listOf(field(form, 'skills')).slice(0, MAX_SKILLS),
    salaryMin,
    salaryMax,
    function: oneOf(JOB_FUNCTION_VALUES, field(form, 'function')),
    category: oneOf(JOB_CATEGORIES, field(form, 'category')),
    sort: oneOf(JOB_SORTS, field(form, 'sort')),
    page: JOB_SEARCH.defaultPage,
  };
}

/** The same search on another page. */
export function withPage(filters: JobSearchFilters, page: number): JobSearchFilters {
  return { ...filters, page: Math.max(1, Math.min(MAX_PAGE, Math.floor(page))) };
}
