import { cityKey, placeName, placeSpellings } from '../jobs/places';

/*
 * The typeahead of the /jobs search box (issue 36, ADR 0039): what a job offers as suggestions, which typed
 * text finds them, and their order. Pure and shared: the index writer files terms by these rules, the
 * handler reads with them, the bench builds its index with them and the web box applies a pick with them.
 */

export const SUGGEST_LIMITS = {
  /** Suggestions shown. */
  count: 8,
  /** Suggestions start with the first character typed. */
  minChars: 1,
  /** Longer text is no longer a prefix anyone types into a search box. */
  maxChars: 60,
  /**
   * Prefixes are filed up to this length; a longer query reads the list of its first characters and keeps
   * the terms it still matches (few terms share ten characters).
   */
  indexedChars: 10,
  /**
   * Prefixes a term may be filed under: a term's count changes with all of them in one transaction (at most
   * 100 items), so a very long title is found from its first words only.
   */
  prefixesPerTerm: 90,
} as const;

/** What a suggestion is, and so which filter picking it sets. */
export const SUGGESTION_KINDS = ['title', 'skill', 'company', 'city'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  title: 'Job title',
  skill: 'Skill',
  company: 'Company',
  city: 'City',
};

export const SUGGEST_MESSAGES = {
  queryRequired: 'Type a letter or number to see suggestions.',
  queryTooLong: `Suggestions are for the first ${SUGGEST_LIMITS.maxChars} characters of a search. Search for it instead.`,
} as const;

/** One suggestion as the API answers it: what it is, how it reads, and how many active jobs carry it. */
export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  jobs: number;
}

/** A term a job carries: its kind, its folded key (its identity) and how it is shown. */
export interface SuggestTerm {
  kind: SuggestionKind;
  key: string;
  label: string;
}

/**
 * Text as it is compared: lower case, accents dropped, runs of anything but letters, digits and the marks
 * skills carry (c++, c#, node.js, r&d) made one space.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}+#.&]+/gu, ' ')
    .trim();
}

/** The text shown for a term: as the employer wrote it, spaces tidied. */
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The terms a listed job carries: its title, each skill, its company and its city (by the shared city list). */
export function suggestTermsOf(job: {
  title: string;
  skills: readonly string[];
  company: { name: string };
  location: string;
}): SuggestTerm[] {
  const terms = new Map<string, SuggestTerm>();
  const add = (kind: SuggestionKind, key: string, label: string) => {
    if (key) terms.set(termId({ kind, key }), { kind, key, label });
  };
  add('title', foldText(job.title), tidy(job.title));
  for (const skill of job.skills) add('skill', foldText(skill), tidy(skill));
  add('company', foldText(job.company.name), tidy(job.company.name));
  const city = cityKey(job.location);
  add('city', foldText(city), placeName(city));
  return [...terms.values()];
}

/** A term's identity as one string: `kind#key`. */
export const termId = (term: Pick<SuggestTerm, 'kind' | 'key'>) => `${term.kind}#${term.key}`;

/** The texts a term is found by: its key, and for a city each other spelling ('bengaluru' finds Bangalore). */
function spellingsOf(term: SuggestTerm): string[] {
  return term.kind === 'city' ? placeSpellings(term.key).map(foldText) : [term.key];
}

/** Where typing may start within a spelling: its start and the start of each later word. */
function wordStarts(spelling: string): string[] {
  const starts = [spelling];
  for (let at = spelling.indexOf(' '); at >= 0; at = spelling.indexOf(' ', at + 1)) {
    starts.push(spelling.slice(at + 1));
  }
  return starts;
}

/**
 * The prefixes a term is filed under: the first 1 to `indexedChars` characters from each word start of each
 * spelling, whole-term prefixes first, at most `prefixesPerTerm` of them. 'Java Developer' is found by
 * 'ja' and by 'dev'.
 */
export function prefixesOf(term: SuggestTerm): string[] {
  const prefixes = new Set<string>();
  for (const spelling of spellingsOf(term)) {
    for (const start of wordStarts(spelling)) {
      for (let length = 1; length <= Math.min(start.length, SUGGEST_LIMITS.indexedChars); length++) {
        const prefix = start.slice(0, length).trimEnd();
        if (prefix) prefixes.add(prefix);
      }
    }
  }
  return [...prefixes].slice(0, SUGGEST_LIMITS.prefixesPerTerm);
}

/** The typed text as the index is read: folded, and cut to the prefix length filed. */
export function lookupPrefix(query: string): string {
  return foldText(query).slice(0, SUGGEST_LIMITS.indexedChars).trimEnd();
}

/** Whether a term answers the whole typed text (needed only beyond the filed prefix length). */
export function termMatches(term: SuggestTerm, query: string): boolean {
  const folded = foldText(query);
  return spellingsOf(term).some((spelling) => wordStarts(spelling).some((start) => start.startsWith(folded)));
}

/** A candidate for the list: a term and how many active jobs carry it. */
export interface RankedTerm extends SuggestTerm {
  jobs: number;
}

/**
 * The suggestions for typed text, from the terms that share its prefix: those that still match it, carried
 * by at least one active job, most jobs first; at equal counts a term that starts with the text comes before
 * one found by a later word, then by name. At most `count`.
 */
export function rankSuggestions(candidates: readonly RankedTerm[], query: string): Suggestion[] {
  const folded = foldText(query);
  const startsWhole = (term: RankedTerm) => spellingsOf(term).some((spelling) => spelling.startsWith(folded));
  const seen = new Set<string>();
  return candidates
    .filter((term) => term.jobs > 0 && termMatches(term, query))
    .filter((term) => {
      const id = termId(term);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .map((term) => ({ term, whole: startsWhole(term) }))
    .sort(
      (a, b) =>
        b.term.jobs - a.term.jobs ||
        Number(b.whole) - Number(a.whole) ||
        a.term.label.localeCompare(b.term.label, 'en-IN'),
    )
    .slice(0, SUGGEST_LIMITS.count)
    .map(({ term }) => ({ kind: term.kind, label: term.label, jobs: term.jobs }));
}

/** The search a picked suggestion runs (the spec's filters): a city sets the location, a skill the skills. */
export function searchOfSuggestion(suggestion: Pick<Suggestion, 'kind' | 'label'>): {
  search?: string;
  location?: string;
  skills?: string[];
} {
  switch (suggestion.kind) {
    case 'city':
      return { location: suggestion.label };
    case 'skill':
      return { skills: [suggestion.label] };
    default:
      // A company is searched by name, as the spec sends a company filter; a title by its words.
      return { search: suggestion.label };
  }
}
