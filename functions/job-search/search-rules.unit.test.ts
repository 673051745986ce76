// Boundary: the search index's keys and the planner's rules (pure): postings, relevance, plan choice.
import { describe, expect, it } from 'vitest';
import type { JobSearchQuery } from '../../shared/jobs/schemas';
import type { JobSummary } from '../../shared/jobs/types';
import {
  jobFacets,
  postingFromId,
  postingId,
  postingsFor,
  wordRange,
  wordWeights,
} from '../model/job-postings';
import { conditionsOf, type Source, scoreJob, sourcesOf } from '../model/search-conditions';
import {
  byRelevance,
  candidatesOf,
  choosePlan,
  mayBePaged,
  type Scored,
  SLICE_POSTINGS,
  salaryFloorRange,
  salaryKey,
  slicesOf,
} from './plan';

const NOW = new Date('2025-06-01T00:00:00.000Z');

function job(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: '01JOB',
    title: 'Senior Java Developer',
    company: { id: 'c1', name: 'Acme Tech', logoUrl: null },
    location: 'Bengaluru, Karnataka',
    jobType: 'FULL_TIME',
    isRemote: false,
    isHybrid: true,
    salaryMin: 1_200_000,
    salaryMax: 2_000_000,
    currency: 'INR',
    experienceMin: 3,
    experienceMax: 6,
    skills: ['Java', 'Spring Boot', 'SQL'],
    category: 'IT',
    function: 'engineering',
    postedAt: '2025-05-20T10:00:00.000Z',
    expiresAt: '2025-07-01T00:00:00.000Z',
    ...overrides,
  };
}

const query = (overrides: Partial<JobSearchQuery> = {}): JobSearchQuery => ({
  page: 1,
  limit: 12,
  ...overrides,
});
const conditions = (overrides: Partial<JobSearchQuery> = {}) => conditionsOf(query(overrides));

describe('postings', () => {
  it('weighs a word by the fields it appears in: title 3, skills 2, company 1', () => {
    const weights = wordWeights(
      job({ title: 'Java Developer', company: { id: 'c', name: 'Java Works', logoUrl: null } }),
    );
    expect(weights.get('java')).toBe(6);
    expect(weights.get('developer')).toBe(3);
    expect(weights.get('spring')).toBe(2);
    expect(weights.get('works')).toBe(1);
  });

  it('files a job under its city, type, function, category, all, and remote when it is remote', () => {
    expect(jobFacets(job()).sort()).toEqual([
      'all',
      'category:IT',
      'function:engineering',
      'loc:bangalore',
      'type:FULL_TIME',
    ]);
    expect(jobFacets(job({ location: 'Chennai', isRemote: true }))).toEqual(
      expect.arrayContaining(['loc:chennai', 'loc:remote']),
    );
  });

  it("orders a word's postings by weight then posting time, and keeps c apart from c#", () => {
    const older = postingsFor(job({ id: 'A', postedAt: '2025-01-01T00:00:00.000Z', title: 'Java lead' }));
    const newer = postingsFor(
      job({ id: 'B', postedAt: '2025-02-01T00:00:00.000Z', title: 'Lead', skills: ['Java'] }),
    );
    const java = (postings: typeof older) =>
      postings.find((p) => p.sk.startsWith(wordRange('java')))?.sk ?? '';
    // Read backwards: the title match (weight 3 + skills 2) comes before the newer skills-only match.
    expect(java(older) > java(newer)).toBe(true);
    const cSharp = postingsFor(job({ title: 'C# developer', skills: [] }));
    expect(cSharp.some((p) => p.sk.startsWith(wordRange('c')))).toBe(false);
  });

  it('files a level word with each paired word, alone and with the place, keyed by both weights', () => {
    const keys = postingsFor(job()).map(({ pk, sk }) => `${pk} ${sk.slice(0, 3)}`);
    // senior (title 3) with java (title 3 + skills 2), developer (title), sql (skills); spring is not paired.
    expect(keys.filter((key) => key.includes('#lw:')).sort()).toEqual([
      'jobfacet#lw:developer&senior 06 ',
      'jobfacet#lw:developer&senior&loc:bangalore 06 ',
      'jobfacet#lw:java&senior 08 ',
      'jobfacet#lw:java&senior&loc:bangalore 08 ',
      'jobfacet#lw:senior&sql 05 ',
      'jobfacet#lw:senior&sql&loc:bangalore 05 ',
    ]);
    expect(postingsFor(job({ title: 'Java Developer' })).some(({ pk }) => pk.includes('#lw:'))).toBe(false);
  });

  it('keys a pair of skills by the offered salary, highest last', () => {
    const skillPair = (overrides: Partial<JobSummary>) =>
      postingsFor(job({ skills: ['Python', 'SQL'], ...overrides })).find(
        ({ pk }) => pk === 'jobfacet#skill:python&skill:sql',
      )?.sk ?? '';
    const richer = skillPair({ salaryMax: 3_000_000 });
    expect(richer > skillPair({})).toBe(true);
    expect(skillPair({}) > skillPair({ salaryMin: null, salaryMax: null })).toBe(true);
    expect(richer.startsWith(salaryKey(3_000_000))).toBe(true);
  });

  it('gives an expiry entry only to jobs that expire, and recovers counters from posting ids', () => {
    expect(postingsFor(job({ expiresAt: null })).some((p) => p.pk === 'jobexpiry')).toBe(false);
    for (const posting of postingsFor(job())) expect(postingFromId(postingId(posting))).toEqual(posting);
  });
});

describe('scoreJob', () => {
  it('scores each typed word by the fields it matches; the last word as a prefix', () => {
    expect(scoreJob(job(), conditions({ search: 'java' }), NOW)).toBe(5);
    expect(scoreJob(job(), conditions({ search: 'senior jav' }), NOW)).toBe(8);
    expect(scoreJob(job(), conditions({ search: 'acme' }), NOW)).toBe(1);
    expect(scoreJob(job(), conditions({ search: 'senio java' }), NOW)).toBeNull();
    expect(scoreJob(job(), conditions({ search: 'python' }), NOW)).toBeNull();
  });

  it('never matches an expired job', () => {
    expect(scoreJob(job({ expiresAt: '2025-05-31T23:59:59.000Z' }), conditions(), NOW)).toBeNull();
    expect(scoreJob(job({ expiresAt: null }), conditions(), NOW)).toBe(0);
  });

  it('needs every chosen skill, in any case', () => {
    expect(scoreJob(job(), conditions({ skills: ['java', 'SQL'] }), NOW)).toBe(0);
    expect(scoreJob(job(), conditions({ skills: ['java', 'python'] }), NOW)).toBeNull();
    expect(scoreJob(job(), conditions({ skills: ['spring'] }), NOW)).toBeNull();
  });

  it('checks location (aliases, remote), type, function and category', () => {
    expect(scoreJob(job(), conditions({ location: 'Bangalore' }), NOW)).toBe(0);
    expect(scoreJob(job(), conditions({ location: 'Pune' }), NOW)).toBeNull();
    expect(scoreJob(job({ isRemote: true }), conditions({ location: 'Remote' }), NOW)).toBe(0);
    expect(scoreJob(job(), conditions({ type: ['CONTRACT', 'FULL_TIME'] }), NOW)).toBe(0);
    expect(scoreJob(job(), conditions({ type: ['INTERNSHIP'] }), NOW)).toBeNull();
    expect(scoreJob(job(), conditions({ function: 'marketing' }), NOW)).toBeNull();
    expect(scoreJob(job(), conditions({ category: 'NON_IT' }), NOW)).toBeNull();
  });

  it("takes experience within the job's range, open-ended when it has no maximum", () => {
    expect(scoreJob(job(), conditions({ experience: 3 }), NOW)).toBe(0);
    expect(scoreJob(job(), conditions({ experience: 7 }), NOW)).toBeNull();
    expect(scoreJob(job(), conditions({ experience: 2 }), NOW)).toBeNull();
    expect(scoreJob(job({ experienceMax: null }), conditions({ experience: 30 }), NOW)).toBe(0);
  });

  it('matches salary ranges that overlap, and leaves out undisclosed salaries only when asked', () => {
    expect(scoreJob(job(), conditions({ salaryMin: 1_900_000 }), NOW)).toBe(0);
    expect(scoreJob(job(), conditions({ salaryMin: 2_100_000 }), NOW)).toBeNull();
    expect(scoreJob(job(), conditions({ salaryMax: 1_000_000 }), NOW)).toBeNull();
    expect(scoreJob(job({ salaryMax: null }), conditions({ salaryMin: 1_500_000 }), NOW)).toBeNull();
    const undisclosed = job({ salaryMin: null, salaryMax: null });
    expect(scoreJob(undisclosed, conditions(), NOW)).toBe(0);
    expect(scoreJob(undisclosed, conditions({ salaryMin: 1 }), NOW)).toBeNull();
  });
});

describe('byRelevance', () => {
  it('puts higher scores first, then newer posts', () => {
    const scored: Scored[] = [
      { job: job({ id: 'old-3', postedAt: '2025-01-01T00:00:00Z' }), score: 3 },
      { job: job({ id: 'new-1', postedAt: '2025-05-01T00:00:00Z' }), score: 1 },
      { job: job({ id: 'new-3', postedAt: '2025-05-01T00:00:00Z' }), score: 3 },
    ];
    expect(scored.sort(byRelevance).map((s) => s.job.id)).toEqual(['new-3', 'old-3', 'new-1']);
  });
});

/** The plan over single terms only (the counts given per source). */
const singlePlan = (c: ReturnType<typeof conditions>, sources: Source[], counts: number[]) =>
  choosePlan(c, candidatesOf(c, sources, new Map(), false), counts, sources.length);

describe('choosePlan', () => {
  it('browses the newest page of all jobs when nothing narrows the search', () => {
    const c = conditions();
    const sources = sourcesOf(c);
    expect(sources).toEqual([{ kind: 'facets', facets: ['all'] }]);
    expect(singlePlan(c, sources, [100_000])).toMatchObject({ kind: 'page', count: 100_000 });
  });

  it('reads just the page for one facet or one whole word with no other condition', () => {
    const city = conditions({ location: 'Bengaluru' });
    expect(singlePlan(city, sourcesOf(city), [25_000])).toMatchObject({
      kind: 'page',
      source: { kind: 'facets', facets: ['loc:bangalore'] },
    });
    const word = conditions({ search: 'java ' });
    expect(singlePlan(word, sourcesOf(word), [3_000])).toMatchObject({ kind: 'page' });
  });

  it('evaluates from the rarest source when there is more than one condition', () => {
    const c = conditions({ search: 'senior jav', location: 'Bangalore' });
    const sources = sourcesOf(c);
    expect(sources).toEqual([
      { kind: 'word', word: 'senior' },
      { kind: 'prefix', prefix: 'jav' },
      { kind: 'facets', facets: ['loc:bangalore'] },
    ]);
    expect(singlePlan(c, sources, [20_000, 9_000, 25_000])).toEqual({
      kind: 'evaluate',
      source: { kind: 'prefix', prefix: 'jav' },
      count: 9_000,
    });
  });

  it('evaluates when a condition lives only on the summary (experience, salary, skills)', () => {
    const c = conditions({ experience: 3 });
    expect(singlePlan(c, sourcesOf(c), [100_000])).toMatchObject({ kind: 'evaluate' });
    const skills = conditions({ skills: ['Spring Boot'] });
    expect(sourcesOf(skills)).toEqual([
      { kind: 'word', word: 'spring' },
      { kind: 'word', word: 'boot' },
    ]);
  });

  it('answers nothing without reading postings when any source is empty', () => {
    const c = conditions({ search: 'rust', type: ['INTERNSHIP', 'CONTRACT'] });
    expect(singlePlan(c, sourcesOf(c), [0, 4_000])).toEqual({ kind: 'empty' });
  });

  it('starts from a pair of two common terms, and pages a large pair that answers the whole search', () => {
    const c = conditions({ search: 'java ', location: 'Bangalore' });
    const candidates = candidatesOf(c, sourcesOf(c), new Map());
    expect(candidates.map(({ source }) => source)).toContainEqual({
      kind: 'facets',
      facets: ['w:java&loc:bangalore'],
    });
    // Counts per candidate: java, Bangalore, then the pair.
    expect(choosePlan(c, candidates, [6_000, 24_000, 1_500], 2)).toMatchObject({
      kind: 'page',
      source: { facets: ['w:java&loc:bangalore'] },
    });
    // A small pair is read whole instead (total from the matches, no expired entries needed).
    expect(choosePlan(c, candidates, [6_000, 24_000, 300], 2)).toMatchObject({ kind: 'evaluate' });
    const types = conditions({ type: ['INTERNSHIP'], function: 'marketing' });
    expect(candidatesOf(types, sourcesOf(types), new Map()).map(({ source }) => source)).toContainEqual({
      kind: 'facets',
      facets: ['type:INTERNSHIP&function:marketing'],
    });
    const skills = conditions({ skills: ['SQL', 'python'] });
    expect(candidatesOf(skills, sourcesOf(skills), new Map()).at(-1)).toEqual({
      source: { kind: 'facets', facets: ['skill:python&skill:sql'] },
      covers: [0, 1],
      orders: [],
    });
  });

  it('starts a level word with another word from their pair, with the place when there is one', () => {
    const c = conditions({ search: 'senior jav', location: 'Bangalore' });
    const candidates = candidatesOf(c, sourcesOf(c), new Map([['jav', ['java', 'javascript']]]));
    expect(candidates).toContainEqual({
      source: { kind: 'facets', facets: ['lw:java&senior', 'lw:javascript&senior'] },
      covers: [0, 1],
      orders: [],
    });
    expect(candidates).toContainEqual({
      source: {
        kind: 'facets',
        facets: ['lw:java&senior&loc:bangalore', 'lw:javascript&senior&loc:bangalore'],
      },
      covers: [0, 1, 2],
      orders: [],
    });
    // Two whole words: the pair answers the search in relevance order, and is paged when large.
    const two = conditions({ search: 'principal engineer ' });
    const pairs = candidatesOf(two, sourcesOf(two), new Map());
    expect(pairs.at(-1)).toEqual({
      source: { kind: 'facets', facets: ['lw:engineer&principal'] },
      covers: [0, 1],
      orders: ['relevance'],
    });
    expect(choosePlan(two, pairs, [2_300, 16_000, 900], 2)).toMatchObject({
      kind: 'page',
      source: { facets: ['lw:engineer&principal'] },
    });
    expect(choosePlan(two, pairs, [2_300, 16_000, 370], 2)).toMatchObject({ kind: 'evaluate' });
  });

  it('has no level pair for a word the index does not pair, or for the level word itself', () => {
    const levelPairs = (search: string, words: string[]) => {
      const c = conditions({ search });
      return candidatesOf(c, sourcesOf(c), new Map([[search.split(' ').at(-1) ?? '', words]])).filter(
        ({ source }) => source.kind === 'facets' && source.facets.some((facet) => facet.startsWith('lw:')),
      );
    };
    expect(levelPairs('senior devops ', [])).toEqual([]);
    expect(levelPairs('senior dev', ['developer', 'devops'])).toEqual([]);
    expect(levelPairs('senior senio', ['senior'])).toEqual([]);
    // Two level words are one pair.
    expect(levelPairs('senior lead ', [])).toHaveLength(1);
  });

  it('treats a one-letter last word as the whole word it is', () => {
    expect(conditions({ search: 'r' })).toMatchObject({ words: ['r'], prefix: undefined });
  });
});

describe('mayBePaged (only a page plan reads the expired jobs still indexed)', () => {
  const paged = (query: Partial<JobSearchQuery>) => {
    const c = conditions(query);
    return mayBePaged(c, sourcesOf(c));
  };

  it('is true for one term and nothing only a summary answers, before any count is read', () => {
    expect(paged({})).toBe(true);
    expect(paged({ location: 'Pune' })).toBe(true);
    expect(paged({ search: 'java ' })).toBe(true);
    // A prefix pages only if it completes to one word, which its vocabulary tells.
    expect(paged({ search: 'jav' })).toBe(true);
  });

  it('is false where the plan can only evaluate', () => {
    expect(paged({ search: 'senior jav' })).toBe(false);
    expect(paged({ search: 'java', location: 'Pune' })).toBe(false);
    expect(paged({ type: ['INTERNSHIP', 'CONTRACT'] })).toBe(false);
    expect(paged({ experience: 3 })).toBe(false);
    expect(paged({ skills: ['SQL'] })).toBe(false);
    expect(paged({ salaryMin: 1_000_000 })).toBe(false);
  });
});

describe('slicesOf (a large range read side by side)', () => {
  const now = new Date('2026-06-01T00:00:00.000Z');
  const inSlice = (sk: string, [from, to]: [string, string]) => sk >= from && sk <= to;

  it('keeps a range of about a page whole', () => {
    expect(slicesOf({ pk: 'jobfacet#loc:pune' }, SLICE_POSTINGS, 'time', now)).toEqual([
      { pk: 'jobfacet#loc:pune' },
    ]);
  });

  it('cuts a facet by posting time into slices that hold every posting once, and never its count', () => {
    const slices = slicesOf({ pk: 'jobfacet#loc:pune' }, SLICE_POSTINGS * 3, 'time', now);
    expect(slices).toHaveLength(3);
    const keys = [
      '2020-01-01T00:00:00.000Z 01A',
      '2026-05-01T00:00:00.000Z 01B',
      '2026-05-31T23:00:00.000Z 01C',
    ];
    for (const sk of keys) {
      expect(slices.filter((slice) => inSlice(sk, slice.between as [string, string]))).toHaveLength(1);
    }
    const bound = slices[0]?.between?.[1];
    expect(slices.filter((slice) => inSlice(`${bound} 01D`, slice.between as [string, string]))).toHaveLength(
      1,
    );
    expect(slices.some((slice) => inSlice('~count', slice.between as [string, string]))).toBe(false);
  });

  it('cuts a word under each weight it may have', () => {
    const slices = slicesOf({ pk: 'jobword#ja', beginsWith: 'java ' }, SLICE_POSTINGS * 2, 'weight', now);
    expect(slices).toHaveLength(12);
    const sk = 'java 5 2026-05-20T00:00:00.000Z 01E';
    expect(slices.filter((slice) => inSlice(sk, slice.between as [string, string]))).toHaveLength(1);
    expect(
      slices.some((slice) =>
        inSlice('javascript 5 2026-05-20T00:00:00.000Z 01F', slice.between as [string, string]),
      ),
    ).toBe(false);
  });

  it('cuts a pair of two weights under each sum they may have, in two digits', () => {
    const slices = slicesOf({ pk: 'jobfacet#lw:java&senior' }, SLICE_POSTINGS * 2, 'weights', now);
    expect(slices).toHaveLength(22);
    for (const sk of ['05 2026-05-20T00:00:00.000Z 01E', '12 2026-05-20T00:00:00.000Z 01F']) {
      expect(slices.filter((slice) => inSlice(sk, slice.between as [string, string]))).toHaveLength(1);
    }
  });

  it('reads a pair of skills from the salary floor up, cut by salary bands, never its count', () => {
    const pair = { pk: 'jobfacet#skill:python&skill:sql' };
    const floor = salaryFloorRange(pair, 1_000_000);
    const keyOf = (top: number | null) =>
      `${top === null ? '0' : salaryKey(top)} 2026-05-20T00:00:00.000Z 01G`;
    const inRange = (sk: string, range: typeof floor) => inSlice(sk, range.between as [string, string]);
    expect(inRange(keyOf(1_000_000), floor)).toBe(true);
    expect(inRange(keyOf(999_999), floor)).toBe(false);
    expect(inRange(keyOf(null), floor)).toBe(false);
    expect(inRange('~count', floor)).toBe(false);
    // No floor, or a floor of zero: the whole pair; another kind of range is never narrowed.
    expect(salaryFloorRange(pair, undefined)).toEqual(pair);
    expect(salaryFloorRange(pair, 0)).toEqual(pair);
    expect(salaryFloorRange({ pk: 'jobfacet#loc:pune' }, 1_000_000)).toEqual({ pk: 'jobfacet#loc:pune' });
    for (const range of [pair, floor]) {
      const slices = slicesOf(range, SLICE_POSTINGS * 3, 'salary', now);
      expect(slices.length).toBeGreaterThan(1);
      for (const top of [null, 300_000, 1_000_000, 1_250_000, 5_000_000]) {
        const holding = slices.filter((slice) => inRange(keyOf(top), slice)).length;
        expect(holding).toBe(range === pair || (top ?? 0) >= 1_000_000 ? 1 : 0);
      }
      expect(slices.some((slice) => inRange('~count', slice))).toBe(false);
    }
  });
});
