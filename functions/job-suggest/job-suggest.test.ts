// Boundary: the typeahead's index consumer and GET /jobs/suggest over HTTP, against DynamoDB Local.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SUGGEST_LIMITS, SUGGEST_MESSAGES, type Suggestion } from '../../shared/job-suggest/rules';
import { callApi } from '../../test/support/api';
import { roleTokens } from '../../test/support/role-tokens';
import { roundTripsOf } from '../../test/support/round-trips';
import type { JobChangedDetail } from '../model/events';
import { timeOrderedId } from '../platform/ids';
import { sweepExpiredSuggestions } from './expiry-sweep';
import { applyJobChange } from './index-writer';
import { suggestJobs } from './service';

type IndexedJob = NonNullable<JobChangedDetail['job']>;

/** Letters no other test (or the demo data) starts a word with, so counts below are exact. */
const uniqueWord = () => `zq${randomUUID().replace(/[-\d]/g, '').slice(0, 8)}`;

let clock = Date.now() - 3_600_000;
function makeJob(overrides: Partial<IndexedJob> = {}): IndexedJob {
  clock += 1000;
  return {
    id: timeOrderedId(clock),
    title: 'Tester',
    company: { id: randomUUID(), name: 'Acme', logoUrl: null },
    location: 'Pune',
    jobType: 'FULL_TIME',
    isRemote: false,
    isHybrid: false,
    salaryMin: null,
    salaryMax: null,
    currency: 'INR',
    experienceMin: 0,
    experienceMax: null,
    skills: [],
    category: 'IT',
    function: 'engineering',
    postedAt: new Date(clock).toISOString(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    isActive: true,
    organisationId: 'org-test',
    ...overrides,
  };
}

const versions = new Map<string, number>();
async function publish(job: IndexedJob | null, jobId = job?.id ?? '') {
  const version = (versions.get(jobId) ?? 0) + 1;
  versions.set(jobId, version);
  return applyJobChange({ jobId, version, job });
}

async function suggest(q: string, authorization?: string) {
  const response = await callApi(`/jobs/suggest?${new URLSearchParams({ q })}`, {
    headers: authorization ? { authorization } : {},
  });
  expect(response.status, response.text).toBe(200);
  return response.json.data as Suggestion[];
}

describe('GET /jobs/suggest', () => {
  it('suggests titles, skills, companies and cities from the first character, most active jobs first', async () => {
    const word = uniqueWord();
    await publish(makeJob({ title: `${word} Developer`, skills: [`${word}script`] }));
    await publish(makeJob({ title: `${word} Developer`, skills: [`${word}script`] }));
    await publish(
      makeJob({
        title: 'Analyst',
        skills: [`${word}script`],
        company: { id: 'c', name: `${word} Labs`, logoUrl: null },
      }),
    );

    expect(await suggest(word.slice(0, 4).toUpperCase())).toEqual(
      expect.arrayContaining([{ kind: 'skill', label: `${word}script`, jobs: 3 }]),
    );
    expect(await suggest(word)).toEqual([
      { kind: 'skill', label: `${word}script`, jobs: 3 },
      { kind: 'title', label: `${word} Developer`, jobs: 2 },
      { kind: 'company', label: `${word} Labs`, jobs: 1 },
    ]);
    // A later word of a term finds it too.
    expect(await suggest(`dev`)).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: `${word} Developer` })]),
    );
  });

  it('finds a city by any of its spellings and names it as the shared city list does', async () => {
    const word = uniqueWord();
    await publish(makeJob({ title: `${word} Lead`, location: 'Bengaluru, Karnataka' }));
    const cities = (await suggest('bengal')).filter((item) => item.kind === 'city');
    expect(cities).toEqual([expect.objectContaining({ kind: 'city', label: 'Bangalore' })]);
    expect((cities[0]?.jobs ?? 0) > 0).toBe(true);
  });

  it('stops counting a job once it is paused, deleted or past its expiry, and counts an edit once', async () => {
    const word = uniqueWord();
    const kept = await (async () => {
      const job = makeJob({ title: `${word} Kept` });
      await publish(job);
      return job;
    })();
    const paused = makeJob({ title: `${word} Kept` });
    await publish(paused);
    const deleted = makeJob({ title: `${word} Kept` });
    await publish(deleted);
    const expiring = makeJob({
      title: `${word} Kept`,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await publish(expiring);
    expect(await suggest(word)).toEqual([{ kind: 'title', label: `${word} Kept`, jobs: 4 }]);

    await publish({ ...paused, isActive: false });
    await publish(null, deleted.id);
    // The same version twice (a redelivery) and an edit that keeps the title change nothing.
    await applyJobChange({ jobId: kept.id, version: versions.get(kept.id) ?? 1, job: kept });
    await publish({ ...kept, skills: ['Excel'] });
    expect(await suggest(word)).toEqual([{ kind: 'title', label: `${word} Kept`, jobs: 2 }]);

    // No event marks an expiry: the quarter-hourly sweep after it uncounts the job, and only it writes.
    expect(await suggest(word)).toEqual([{ kind: 'title', label: `${word} Kept`, jobs: 2 }]);
    expect(await sweepExpiredSuggestions(new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(await suggest(word)).toEqual([{ kind: 'title', label: `${word} Kept`, jobs: 1 }]);
    // A second sweep finds nothing of it left to uncount.
    await sweepExpiredSuggestions(new Date(Date.now() + 120_000));
    expect(await suggest(word)).toEqual([{ kind: 'title', label: `${word} Kept`, jobs: 1 }]);

    await publish({ ...kept, title: `${word} Renamed` });
    expect(await suggest(word)).toEqual([{ kind: 'title', label: `${word} Renamed`, jobs: 1 }]);
  });

  it('ignores an older version delivered after a newer one', async () => {
    const word = uniqueWord();
    const job = makeJob({ title: `${word} New` });
    await applyJobChange({ jobId: job.id, version: 2, job });
    expect(await applyJobChange({ jobId: job.id, version: 1, job: { ...job, title: `${word} Old` } })).toBe(
      'stale',
    );
    expect(await suggest(word)).toEqual([{ kind: 'title', label: `${word} New`, jobs: 1 }]);
  });

  it('shows at most eight', async () => {
    const word = uniqueWord();
    await publish(
      makeJob({ title: `${word} a`, skills: Array.from({ length: 9 }, (_, i) => `${word}${i}`) }),
    );
    expect(await suggest(word)).toHaveLength(SUGGEST_LIMITS.count);
  });

  it('answers a guest and a signed-in person the same, with one read and no write', async () => {
    const word = uniqueWord();
    await publish(makeJob({ title: `${word} Same` }));
    const tokens = await roleTokens();
    const guest = await suggest(word);
    expect(await suggest(word, `Bearer ${tokens.candidate}`)).toEqual(guest);
    expect(await suggest(word, `Bearer ${tokens.employer}`)).toEqual(guest);
    expect(await roundTripsOf(() => suggestJobs(word))).toEqual({ requests: 1, rounds: 1 });
  });

  it('refuses a missing, blank or too long text with a 422 in words a person reads', async () => {
    for (const [path, message] of [
      ['/jobs/suggest', SUGGEST_MESSAGES.queryRequired],
      ['/jobs/suggest?q=%20%20', SUGGEST_MESSAGES.queryRequired],
      ['/jobs/suggest?q=%3F%3F', SUGGEST_MESSAGES.queryRequired],
      [`/jobs/suggest?q=${'a'.repeat(61)}`, SUGGEST_MESSAGES.queryTooLong],
    ] as const) {
      const response = await callApi(path);
      expect(response.status, path).toBe(422);
      expect(response.json.message, path).toBe(message);
    }
  });
});
