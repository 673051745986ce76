// Boundary: the search index consumer and GET /jobs/search over HTTP, against DynamoDB Local.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { jobSearchQuerySchema } from '../../shared/jobs/schemas';
import type { JobSearchResult, JobSummary } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { roundTripsOf } from '../../test/support/round-trips';
import type { JobChangedDetail } from '../model/events';
import { facetBesideCounter, facetCounter, locationFacet } from '../model/job-postings';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { timeOrderedId } from '../platform/ids';
import { sweepExpiredFromSearch } from './expiry-sweep';
import { readExpired } from './index-reader';
import { applyJobChange } from './index-writer';
import { Meter, searchJobs } from './service';

type IndexedJob = NonNullable<JobChangedDetail['job']>;

/** A word no other test (or the demo data) uses, so totals below are exact. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

let clock = Date.now() - 3_600_000;
function makeJob(overrides: Partial<IndexedJob> = {}): IndexedJob {
  clock += 1000;
  const postedAt = new Date(clock).toISOString();
  return {
    id: timeOrderedId(clock),
    title: 'Software Engineer',
    company: { id: randomUUID(), name: 'Acme Tech', logoUrl: null },
    location: 'Pune, Maharashtra',
    jobType: 'FULL_TIME',
    isRemote: false,
    isHybrid: false,
    salaryMin: 800_000,
    salaryMax: 1_200_000,
    currency: 'INR',
    experienceMin: 2,
    experienceMax: 5,
    skills: ['TypeScript', 'AWS'],
    category: 'IT',
    function: 'engineering',
    postedAt,
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    isActive: true,
    organisationId: 'org-test',
    ...overrides,
  };
}

const versions = new Map<string, number>();
async function publish(job: IndexedJob) {
  const version = (versions.get(job.id) ?? 0) + 1;
  versions.set(job.id, version);
  await applyJobChange({ jobId: job.id, version, job });
  return job;
}

async function search(params: Record<string, string>) {
  const response = await callApi(`/jobs/search?${new URLSearchParams(params)}`);
  expect(response.status, response.text).toBe(200);
  return response.json.data as JobSearchResult;
}
const titles = (result: JobSearchResult) => result.jobs.map((job: JobSummary) => job.title);

describe('GET /jobs/search by keyword', () => {
  it('matches title, skills and company name, case-insensitively, most relevant first', async () => {
    const word = uniqueWord();
    await publish(
      makeJob({ title: 'Company match', company: { id: 'c1', name: `${word} Labs`, logoUrl: null } }),
    );
    await publish(makeJob({ title: 'Skill match', skills: ['Go', word] }));
    await publish(makeJob({ title: `Senior ${word} developer` }));
    await publish(makeJob({ title: 'Unrelated job' }));

    const result = await search({ search: word.toUpperCase() });
    expect(titles(result)).toEqual([`Senior ${word} developer`, 'Skill match', 'Company match']);
    expect(result).toMatchObject({ total: 3, page: 1, limit: 12, pages: 1 });
  });

  it('matches the last word typed as a prefix, and every other word whole', async () => {
    const word = uniqueWord();
    await publish(makeJob({ title: `Senior ${word}script engineer` }));
    await publish(makeJob({ title: `Junior ${word}script engineer` }));

    expect(titles(await search({ search: `${word}scr` }))).toHaveLength(2);
    expect(titles(await search({ search: `senior ${word}scr` }))).toEqual([`Senior ${word}script engineer`]);
    // Only the last word is a prefix: the words before it must be whole.
    expect((await search({ search: `senio ${word}script` })).total).toBe(0);
    expect((await search({ search: `${word}script engineer` })).total).toBe(2);
  });

  it('finds nothing, with zero pages, for a word no job has', async () => {
    expect(await search({ search: uniqueWord() })).toMatchObject({ jobs: [], total: 0, pages: 0 });
  });
});

describe('GET /jobs/search filters', () => {
  it('narrows by location (aliases, remote), type, function, category, experience, salary and skills', async () => {
    const word = uniqueWord();
    const title = (name: string) => `${word} ${name}`;
    await publish(makeJob({ title: title('bangalore'), location: 'Bengaluru, Karnataka' }));
    await publish(makeJob({ title: title('remote'), location: 'Chennai', isRemote: true }));
    await publish(makeJob({ title: title('gurugram'), location: 'Gurugram, Haryana' }));
    await publish(makeJob({ title: title('noida'), location: 'Noida' }));
    await publish(makeJob({ title: title('ncr'), location: 'Delhi NCR' }));
    await publish(makeJob({ title: title('intern'), jobType: 'INTERNSHIP', function: 'marketing' }));
    await publish(makeJob({ title: title('contract'), jobType: 'CONTRACT', category: 'NON_IT' }));
    await publish(
      makeJob({
        title: title('senior'),
        experienceMin: 6,
        experienceMax: null,
        salaryMin: 3_000_000,
        salaryMax: 4_000_000,
      }),
    );
    await publish(makeJob({ title: title('unpaid'), salaryMin: null, salaryMax: null }));
    await publish(makeJob({ title: title('data'), skills: ['Python', 'SQL', 'Excel'] }));

    const only = async (params: Record<string, string>) =>
      titles(await search({ search: word, ...params })).sort();

    expect(await only({ location: 'Bangalore' })).toEqual([title('bangalore')]);
    expect(await only({ location: 'remote' })).toEqual([title('remote')]);
    // A region finds its cities and the jobs posted for it; a city finds itself and its region's jobs.
    expect(await only({ location: 'Delhi NCR' })).toEqual([title('gurugram'), title('ncr'), title('noida')]);
    expect(await only({ location: 'NCR' })).toEqual([title('gurugram'), title('ncr'), title('noida')]);
    expect(await only({ location: 'Noida' })).toEqual([title('ncr'), title('noida')]);
    expect((await search({ search: word, location: 'Delhi NCR' })).total).toBe(3);
    expect(await only({ type: 'internship,contract' })).toEqual([title('contract'), title('intern')]);
    expect(await only({ type: 'INTERNSHIP', function: 'marketing' })).toEqual([title('intern')]);
    expect(await only({ category: 'NON_IT' })).toEqual([title('contract')]);
    expect(await only({ experience: '7' })).toEqual([title('senior')]);
    expect(await only({ experience: '3' })).not.toContain(title('senior'));
    expect(await only({ salaryMin: '2500000' })).toEqual([title('senior')]);
    expect(await only({ salaryMin: '900000', salaryMax: '1000000' })).not.toContain(title('unpaid'));
    expect(await only({ skills: 'python, sql' })).toEqual([title('data')]);
    expect(await only({ skills: 'python,java' })).toEqual([]);
  });

  it('answers a single filter from its counter, newest first, with total and pages', async () => {
    const city = uniqueWord();
    const posted = [];
    for (let i = 0; i < 5; i++) posted.push(await publish(makeJob({ title: `Job ${i}`, location: city })));

    const first = await search({ location: city, limit: '2' });
    expect(first).toMatchObject({ total: 5, pages: 3, page: 1, limit: 2 });
    expect(titles(first)).toEqual(['Job 4', 'Job 3']);
    expect(titles(await search({ location: city, limit: '2', page: '3' }))).toEqual(['Job 0']);
    expect(titles(await search({ location: city, limit: '2', page: '4' }))).toEqual([]);
  });
});

describe('Job Changed events', () => {
  it('takes paused and deleted jobs out, and puts reactivated ones back', async () => {
    const city = uniqueWord();
    const paused = await publish(makeJob({ title: 'Paused later', location: city }));
    const deleted = await publish(makeJob({ title: 'Deleted later', location: city }));
    await publish(makeJob({ title: 'Stays', location: city }));
    expect((await search({ location: city })).total).toBe(3);

    await publish({ ...paused, isActive: false });
    const version = (versions.get(deleted.id) ?? 0) + 1;
    await applyJobChange({ jobId: deleted.id, version, job: null });
    const after = await search({ location: city });
    expect(after.total).toBe(1);
    expect(titles(after)).toEqual(['Stays']);
    expect(titles(await search({ search: 'deleted later', location: city }))).toEqual([]);

    await publish({ ...paused, isActive: true });
    expect((await search({ location: city })).total).toBe(2);
  });

  it('ignores older and repeated versions, whatever order they arrive in', async () => {
    const city = uniqueWord();
    const job = makeJob({ title: 'Version one', location: city });
    const v2 = { ...job, title: 'Version two', skills: ['Kotlin'] };
    expect(await applyJobChange({ jobId: job.id, version: 2, job: v2 })).toBe('applied');
    expect(await applyJobChange({ jobId: job.id, version: 1, job })).toBe('stale');
    expect(await applyJobChange({ jobId: job.id, version: 2, job: v2 })).toBe('unchanged');
    expect(titles(await search({ location: city }))).toEqual(['Version two']);
    expect((await search({ location: city, search: 'one' })).total).toBe(0);

    expect(await applyJobChange({ jobId: job.id, version: 3, job: null })).toBe('applied');
    expect(await applyJobChange({ jobId: job.id, version: 2, job: v2 })).toBe('stale');
    expect((await search({ location: city })).total).toBe(0);
  });

  it('keeps counts exact when the same event is delivered several times at once', async () => {
    const city = uniqueWord();
    const job = makeJob({ title: 'Delivered thrice', location: city });
    await Promise.all([1, 2, 3].map(() => applyJobChange({ jobId: job.id, version: 1, job })));
    expect((await search({ location: city })).total).toBe(1);
    await Promise.all([1, 2].map(() => applyJobChange({ jobId: job.id, version: 2, job: null })));
    expect((await search({ location: city })).total).toBe(0);
  });

  it('never shows an expired job, even before it is taken out of the index', async () => {
    const city = uniqueWord();
    const expiresAt = new Date(Date.now() - 60_000).toISOString();
    const job = makeJob({ title: 'Expired', location: city, expiresAt });
    // Indexed while it was still open, as a consumer would have done an hour ago.
    await applyJobChange({ jobId: job.id, version: 1, job }, new Date(Date.now() - 3_600_000));
    await publish(makeJob({ title: 'Open', location: city }));

    const first = await search({ location: city });
    expect(titles(first)).toEqual(['Open']);
    expect(first.total).toBe(1);
    expect(titles(await search({ search: 'expired', location: city }))).toEqual([]);
    // A search only reads: the job stays indexed until the sweep, and the page takes it off the count.
    expect(await stillIndexed(job.id)).toBe(true);
    expect((await search({ location: city })).total).toBe(1);

    // An event for a job already past its expiry does not index it.
    await applyJobChange({ jobId: job.id, version: 2, job: { ...job, title: 'Expired again' } });
    expect((await search({ location: city })).total).toBe(1);
  });
});

/**
 * A search run in this process, with the DynamoDB requests sent while it ran (each one a round trip, ADR
 * 0017) and those of them that read the index.
 */
async function searchCounted(params: Record<string, string>) {
  let result: JobSearchResult | undefined;
  const meter = new Meter();
  const trips = await roundTripsOf(async () => {
    result = await searchJobs(jobSearchQuerySchema.parse(params), { meter });
  });
  return { result: result as JobSearchResult, sends: trips.requests, reads: meter.requests };
}

/** Indexes a job as a consumer would have while it was open, its expiry now a minute past. */
async function indexExpired(overrides: Partial<IndexedJob>) {
  const job = makeJob({ expiresAt: new Date(Date.now() - 60_000).toISOString(), ...overrides });
  await applyJobChange({ jobId: job.id, version: 1, job }, new Date(Date.now() - 3_600_000));
  return job;
}

const stillIndexed = async (jobId: string) =>
  (await readExpired(new Date(), new Meter())).jobs.some((job) => job.id === jobId);

describe('GET /jobs/search round trips (ADR 0017: at most 2 sends for an ordinary read)', () => {
  it('reads a prefix completing to several words as one range after its vocabulary: 2 sends', async () => {
    const word = uniqueWord();
    await publish(makeJob({ title: `${word}script developer` }));
    await publish(makeJob({ title: `Senior ${word}scripting lead` }));
    await publish(makeJob({ title: 'Other', skills: [`${word}scripts`] }));

    const { result, sends, reads } = await searchCounted({ search: `${word}scr` });
    expect([sends, reads]).toEqual([2, 2]);
    expect(titles(result)).toEqual([`Senior ${word}scripting lead`, `${word}script developer`, 'Other']);
    expect(result.total).toBe(3);
    // The same answer over HTTP.
    expect(titles(await search({ search: `${word}scr` }))).toEqual(titles(result));
  });

  it('evaluates several conditions from counters and postings alone, without the expired entries: 2 sends', async () => {
    const city = uniqueWord();
    await publish(makeJob({ title: 'Intern here', location: city, jobType: 'INTERNSHIP' }));
    await publish(makeJob({ title: 'Full time here', location: city }));

    const { result, sends } = await searchCounted({ location: city, type: 'INTERNSHIP' });
    expect(sends).toBe(2);
    expect(titles(result)).toEqual(['Intern here']);
    const filtered = await searchCounted({ location: city, experience: '3' });
    expect(filtered.sends).toBe(2);
    expect(filtered.result.total).toBe(2);
  });

  it('leaves out an expired job an evaluated search meets, writing nothing; the sweep takes it out', async () => {
    const city = uniqueWord();
    const expired = await indexExpired({ title: 'Expired intern', location: city, jobType: 'INTERNSHIP' });
    await publish(makeJob({ title: 'Open intern', location: city, jobType: 'INTERNSHIP' }));

    const { result } = await searchCounted({ location: city, type: 'INTERNSHIP' });
    expect(titles(result)).toEqual(['Open intern']);
    expect(result.total).toBe(1);
    expect(await stillIndexed(expired.id)).toBe(true);

    expect(await sweepExpiredFromSearch()).toBeGreaterThanOrEqual(1);
    expect(await stillIndexed(expired.id)).toBe(false);
    // The counter agrees now without any correction.
    expect((await search({ location: city })).total).toBe(1);
  });

  it('pages a prefix completing to one word, reading the expired entries beside the page: 3 sends', async () => {
    const word = uniqueWord();
    const open = await publish(makeJob({ title: `${word} open` }));
    // Newer than the open job, so they come first in the word's postings and take the page's places.
    const gone = [
      await indexExpired({ title: `${word} gone one` }),
      await indexExpired({ title: `${word} gone two` }),
    ];

    const { result, reads } = await searchCounted({ search: word.slice(0, 8), limit: '2' });
    // Vocabulary; the page beside the expired entries; the page again past the two expired jobs.
    expect(reads).toBe(4);
    expect(result.jobs.map((job) => job.id)).toEqual([open.id]);
    expect(result).toMatchObject({ total: 1, pages: 1 });

    await sweepExpiredFromSearch();
    for (const job of gone) expect(await stillIndexed(job.id)).toBe(false);

    const again = await searchCounted({ search: word.slice(0, 8), limit: '2' });
    expect(again.sends).toBe(3);
    expect(again.result.jobs.map((job) => job.id)).toEqual([open.id]);
    expect(again.result.total).toBe(1);
  });
});

/** A facet's counter and the count filed beside its postings, as stored. */
async function countsOf(facet: string) {
  const read = async (key: { pk: string; sk: string }) =>
    (
      await dynamoClient().send(
        new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }),
      )
    ).Item?.n as number | undefined;
  return { counter: await read(facetCounter(facet)), beside: await read(facetBesideCounter(facet)) };
}

describe('a facet page reads its count with its postings (ADR 0017)', () => {
  it('answers the browse page and a single facet in 2 sends, the total from the count beside the postings', async () => {
    const city = uniqueWord();
    for (let i = 0; i < 3; i++) await publish(makeJob({ title: `Facet job ${i}`, location: city }));
    expect(await countsOf(locationFacet(city))).toEqual({ counter: 3, beside: 3 });

    const { result, sends } = await searchCounted({ location: city, limit: '2' });
    expect(sends).toBe(2);
    expect(titles(result)).toEqual(['Facet job 2', 'Facet job 1']);
    expect(result).toMatchObject({ total: 3, pages: 2 });
    const last = await searchCounted({ location: city, limit: '2', page: '2' });
    expect([last.sends, titles(last.result)]).toEqual([2, ['Facet job 0']]);

    const browse = await searchCounted({});
    expect(browse.sends).toBe(2);
    expect(browse.result.total).toBeGreaterThanOrEqual(3);
    expect(browse.result.jobs.length).toBeGreaterThan(0);
    // A facet no job has: nothing to read after the page, total 0.
    const none = await searchCounted({ location: uniqueWord() });
    expect([none.sends, none.result.total]).toEqual([2, 0]);
  });

  it('keeps the count equal to the counter through posts, pauses, deletes and concurrent first writes', async () => {
    const city = uniqueWord();
    const facet = locationFacet(city);
    const posted = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => publish(makeJob({ title: `Concurrent ${i}`, location: city }))),
    );
    expect(await countsOf(facet)).toEqual({ counter: 5, beside: 5 });
    await publish({ ...(posted[0] as IndexedJob), isActive: false });
    const deleted = posted[1] as IndexedJob;
    await applyJobChange({ jobId: deleted.id, version: (versions.get(deleted.id) ?? 0) + 1, job: null });
    expect(await countsOf(facet)).toEqual({ counter: 3, beside: 3 });
    expect((await searchCounted({ location: city })).result.total).toBe(3);
  });

  it('reads the counter for a facet counted before its count was filed beside it, until the next write makes it', async () => {
    const city = uniqueWord();
    const facet = locationFacet(city);
    const first = await publish(makeJob({ title: 'Before one', location: city }));
    await publish(makeJob({ title: 'Before two', location: city }));
    // As a facet counted before this change: the postings and the counter, no count beside them.
    await dynamoClient().send(
      new DeleteCommand({ TableName: config.tableName, Key: facetBesideCounter(facet) }),
    );

    const before = await searchCounted({ location: city });
    expect(before.sends).toBe(3);
    expect(before.result.total).toBe(2);
    expect(titles(before.result)).toEqual(['Before two', 'Before one']);

    // The next write of one of its postings makes the count from the counter.
    await publish(makeJob({ title: 'After', location: city }));
    expect(await countsOf(facet)).toEqual({ counter: 3, beside: 3 });
    expect((await searchCounted({ location: city })).sends).toBe(2);

    // A removal makes it too.
    await dynamoClient().send(
      new DeleteCommand({ TableName: config.tableName, Key: facetBesideCounter(facet) }),
    );
    await publish({ ...first, isActive: false });
    expect(await countsOf(facet)).toEqual({ counter: 2, beside: 2 });
    expect((await searchCounted({ location: city })).result.total).toBe(2);
  });
});

describe('GET /jobs/search sorts (ADR 0025)', () => {
  const LAKH = 100_000;
  /** Five jobs in one new city: salaries out of posting order, two equal tops, one without a salary. */
  async function payScale(word: string) {
    const city = uniqueWord();
    const pay = [
      ['Mid', 10, 20],
      ['None', null, null],
      ['Top', 28, 40],
      ['Tied older', 12, 20],
      ['Only minimum', 30, null],
    ] as const;
    for (const [title, min, max] of pay) {
      await publish(
        makeJob({
          title: `${title} ${word}`,
          location: city,
          salaryMin: min === null ? null : min * LAKH,
          salaryMax: max === null ? null : max * LAKH,
        }),
      );
    }
    return city;
  }
  const byPay = (word: string) =>
    ['Top', 'Only minimum', 'Tied older', 'Mid', 'None'].map((title) => `${title} ${word}`);

  it('pages a single facet by highest offered maximum, no salary last, from its salary postings: 3 requests side by side a page', async () => {
    const word = uniqueWord();
    const city = await payScale(word);
    // 'Tied older' was posted after 'Mid': equal tops go newest first.
    const pages = [];
    for (const page of ['1', '2', '3']) {
      const { result, sends } = await searchCounted({ location: city, sort: 'salary', limit: '2', page });
      // The page, the expired entries and the facet's count (filed beside its newest-first postings).
      expect(sends).toBe(3);
      expect(result).toMatchObject({ total: 5, pages: 3 });
      pages.push(...titles(result));
    }
    expect(pages).toEqual(byPay(word));
    // Newest is the facet's own order, and the default without words.
    const newest = titles(await search({ location: city, sort: 'newest' }));
    expect(newest).toEqual(titles(await search({ location: city })));
    expect(newest[0]).toBe(`Only minimum ${word}`);
  });

  it('sorts a keyword search by relevance by default, or newest or salary when asked, across pages', async () => {
    const word = uniqueWord();
    await payScale(word);
    await publish(
      makeJob({ title: 'Listed by skill', skills: [word], salaryMin: 50 * LAKH, salaryMax: 60 * LAKH }),
    );
    const relevance = titles(await search({ search: word }));
    expect(relevance.at(-1)).toBe('Listed by skill');
    expect(titles(await search({ search: word, sort: 'relevance' }))).toEqual(relevance);
    expect(titles(await search({ search: word, sort: 'newest' }))[0]).toBe('Listed by skill');
    const salaryPages = [];
    for (const page of ['1', '2', '3']) {
      salaryPages.push(...titles(await search({ search: word, sort: 'salary', limit: '2', page })));
    }
    expect(salaryPages).toEqual(['Listed by skill', ...byPay(word)]);
  });
});

describe('GET /jobs/search refuses bad queries', () => {
  it.each([
    ['page=0', 'Must be between'],
    ['limit=500', 'Must be between'],
    ['page=two', 'Must be a whole number'],
    ['experience=-1', 'Must be a whole number'],
    ['type=weekly', 'Please choose a job type'],
    ['function=astrology', ''],
    ['salaryMin=2000000&salaryMax=1000000', 'Maximum salary must be greater than or equal to minimum salary'],
    [`search=${'x'.repeat(201)}`, ''],
    ['sort=cheapest', 'Sort must be one of relevance, newest, salary.'],
    ['sort=', 'Sort must be one of relevance, newest, salary.'],
  ])('%s -> 422 with a message', async (query, message) => {
    const response = await callApi(`/jobs/search?${query}`);
    expect(response.status).toBe(422);
    expect(response.json.message).toEqual(expect.stringContaining(message));
  });
});
