// Boundary: the typeahead's pure rules - which terms a job carries, their prefixes, matching and ranking.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  lookupPrefix,
  prefixesOf,
  type RankedTerm,
  rankSuggestions,
  SUGGEST_LIMITS,
  SUGGEST_MESSAGES,
  searchOfSuggestion,
  suggestTermsOf,
} from './rules';
import { jobSuggestQuerySchema } from './schemas';

const job = {
  title: '  Senior   Java Developer ',
  skills: ['Java', 'Spring Boot', 'java'],
  company: { name: 'Acme Tech' },
  location: 'Bengaluru, Karnataka',
};

const ranked = (kind: RankedTerm['kind'], label: string, jobs: number): RankedTerm => ({
  kind,
  key: label.toLowerCase(),
  label,
  jobs,
});

describe('suggestTermsOf', () => {
  it('offers the title, each distinct skill, the company and the city by its shared name', () => {
    expect(suggestTermsOf(job)).toEqual([
      { kind: 'title', key: 'senior java developer', label: 'Senior Java Developer' },
      { kind: 'skill', key: 'java', label: 'java' },
      { kind: 'skill', key: 'spring boot', label: 'Spring Boot' },
      { kind: 'company', key: 'acme tech', label: 'Acme Tech' },
      { kind: 'city', key: 'bangalore', label: 'Bangalore' },
    ]);
  });

  it('names a city outside the suggested list by its key, capitalised', () => {
    expect(suggestTermsOf({ ...job, location: 'Lucknow, Uttar Pradesh' }).at(-1)).toMatchObject({
      kind: 'city',
      label: 'Lucknow',
    });
  });
});

describe('prefixesOf', () => {
  it('files a term from the first character of each word, up to the indexed length', () => {
    const prefixes = prefixesOf({ kind: 'title', key: 'senior java developer', label: '' });
    expect(prefixes).toContain('s');
    expect(prefixes).toContain('senior jav');
    expect(prefixes).not.toContain('senior java');
    expect(prefixes).toContain('ja');
    expect(prefixes).toContain('java dev');
    expect(prefixes).toContain('developer');
    expect(prefixes).not.toContain('enior');
  });

  it("files a city under its aliases too: 'beng' and 'blr' find Bangalore", () => {
    const prefixes = prefixesOf({ kind: 'city', key: 'bangalore', label: 'Bangalore' });
    expect(prefixes).toEqual(expect.arrayContaining(['ban', 'beng', 'blr']));
  });

  it('never files a term under more prefixes than one transaction can count', () => {
    const key = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    expect(prefixesOf({ kind: 'title', key, label: key })).toHaveLength(SUGGEST_LIMITS.prefixesPerTerm);
  });
});

describe('lookupPrefix', () => {
  it('folds case, accents and punctuation, keeping the marks of skills', () => {
    expect(lookupPrefix('  C++ ')).toBe('c++');
    expect(lookupPrefix('Résumé')).toBe('resume');
    expect(lookupPrefix('Senior Java Developer')).toBe('senior jav');
  });
});

describe('rankSuggestions', () => {
  it('orders by active jobs, leaves out terms no active job carries, and shows at most 8', () => {
    const candidates = [
      ranked('skill', 'Java', 40),
      ranked('title', 'Java Developer', 12),
      ranked('company', 'Javelin Labs', 0),
      ...Array.from({ length: 10 }, (_, i) => ranked('title', `Java Role ${i}`, 1)),
    ];
    const result = rankSuggestions(candidates, 'jav');
    expect(result).toHaveLength(SUGGEST_LIMITS.count);
    expect(result.slice(0, 2)).toEqual([
      { kind: 'skill', label: 'Java', jobs: 40 },
      { kind: 'title', label: 'Java Developer', jobs: 12 },
    ]);
    expect(result.map((s) => s.label)).not.toContain('Javelin Labs');
  });

  it('puts a term starting with the text before one found by a later word, at equal counts', () => {
    const result = rankSuggestions(
      [ranked('title', 'Senior Data Analyst', 3), ranked('title', 'Data Analyst', 3)],
      'data',
    );
    expect(result.map((s) => s.label)).toEqual(['Data Analyst', 'Senior Data Analyst']);
  });

  it('keeps only the terms that match text longer than the filed prefix', () => {
    const candidates = [
      ranked('title', 'Senior Java Developer', 5),
      ranked('title', 'Senior Javascript Engineer', 9),
    ];
    expect(rankSuggestions(candidates, 'senior java d').map((s) => s.label)).toEqual([
      'Senior Java Developer',
    ]);
  });
});

describe('searchOfSuggestion', () => {
  it('searches as the filters would: a city sets the location, a skill the skills, others the words', () => {
    expect(searchOfSuggestion({ kind: 'city', label: 'Bangalore' })).toEqual({ location: 'Bangalore' });
    expect(searchOfSuggestion({ kind: 'skill', label: 'React' })).toEqual({ skills: ['React'] });
    expect(searchOfSuggestion({ kind: 'company', label: 'Acme Tech' })).toEqual({ search: 'Acme Tech' });
    expect(searchOfSuggestion({ kind: 'title', label: 'Data Analyst' })).toEqual({ search: 'Data Analyst' });
  });
});

describe('jobSuggestQuerySchema', () => {
  const messageOf = (query: Record<string, string>) => {
    const result = safeParse(jobSuggestQuerySchema, query);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it('takes one character and trims it', () => {
    expect(safeParse(jobSuggestQuerySchema, { q: ' j ' }).data).toEqual({ q: 'j' });
  });
  it('refuses a missing, blank or punctuation-only text and one too long, in words a person reads', () => {
    expect(messageOf({})).toBe(SUGGEST_MESSAGES.queryRequired);
    expect(messageOf({ q: '   ' })).toBe(SUGGEST_MESSAGES.queryRequired);
    expect(messageOf({ q: '!!' })).toBe(SUGGEST_MESSAGES.queryRequired);
    expect(messageOf({ q: 'x'.repeat(61) })).toBe(SUGGEST_MESSAGES.queryTooLong);
  });
});
