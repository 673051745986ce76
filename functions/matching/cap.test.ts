// Boundary: the cap on a candidate's stored matches (issue 36, ADR 0040), kept by the real refreshes of
// both sides against DynamoDB Local. A cap of 3 stands for 500, so each case needs a handful of jobs.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueSkill } from '../../test/support/matching';
import {
  matchingCandidateEvent as candidateEvent,
  matchingJobEvent as jobEvent,
} from '../../test/support/matching-events';
import type { JobChangedDetail } from '../model/events';
import { candidateCapKey } from '../model/match-keys';
import { pairsOfCandidate, partitionItems } from '../model/match-pairs';
import { refreshForCandidate, refreshForJob } from './refresh';

const CAP = 3;

const heldJobs = async (candidateId: string) =>
  (await pairsOfCandidate(candidateId))
    .filter((pair) => !pair.gone && !pair.nearMiss)
    .map((pair) => pair.jobId)
    .sort();

const heldCount = async (candidateId: string) =>
  (await partitionItems<{ held: number }>(candidateCapKey(candidateId).pk))[0]?.held;

describe('a candidate keeps their best matches only', () => {
  it('keeps the best 3 on their own refresh, ties going to the job posted last', async () => {
    const [a, b, c] = [uniqueSkill(), uniqueSkill(), uniqueSkill()];
    const id = randomUUID();
    // All three skills: 100; two of three: 87 (three jobs, posted 1, 5 and 9 days ago); one of three: 73.
    const best = jobEvent([a, b, c], 20);
    const tied = [jobEvent([a, b, 'Kafka'], 9), jobEvent([a, b, 'Kafka'], 1), jobEvent([a, b, 'Kafka'], 5)];
    const weak = jobEvent([a, 'Kafka', 'Spark'], 0);
    for (const job of [best, ...tied, weak]) await refreshForJob(job, new Date(), { cap: CAP });

    expect(
      await refreshForCandidate(candidateEvent(id, [a, b, c], 1), new Date(), { cap: CAP }),
    ).toMatchObject({
      outcome: 'applied',
      matched: CAP,
    });
    expect(await heldJobs(id)).toEqual([best.jobId, tied[1]?.jobId, tied[2]?.jobId].sort());
    expect(await heldCount(id)).toBe(CAP);

    // Without the cap the same candidate holds all five: the cap, not the scorer, dropped two.
    await refreshForCandidate(candidateEvent(id, [a, b, c], 2), new Date(), {
      cap: Number.POSITIVE_INFINITY,
    });
    expect(await heldJobs(id)).toHaveLength(5);
    // And back under the cap, the two weakest are retired.
    await refreshForCandidate(candidateEvent(id, [a, b, c], 3), new Date(), { cap: CAP });
    expect(await heldJobs(id)).toEqual([best.jobId, tied[1]?.jobId, tied[2]?.jobId].sort());
  });

  it('lets a better new job in through the job refresh, pushing the worst out; a weaker one stays out', async () => {
    const [a, b, c] = [uniqueSkill(), uniqueSkill(), uniqueSkill()];
    const id = randomUUID();
    const held = [
      jobEvent([a, 'Kafka', 'Spark'], 3),
      jobEvent([a, b, 'Kafka'], 2),
      jobEvent([a, b, 'Kafka'], 1),
    ];
    for (const job of held) await refreshForJob(job, new Date(), { cap: CAP });
    await refreshForCandidate(candidateEvent(id, [a, b, c], 1), new Date(), { cap: CAP });
    expect(await heldJobs(id)).toEqual(held.map((job) => job.jobId).sort());

    // A match that ranks below the worst held (the same 71, posted earlier): not stored, so not shown to
    // its employer either.
    const weaker = jobEvent([a, 'Kafka', 'Spark'], 5);
    await refreshForJob(weaker, new Date(), { cap: CAP });
    expect(await heldJobs(id)).not.toContain(weaker.jobId);
    // Without a cap it would have been stored: the cap kept it out, not the scorer.
    await refreshForJob({ ...weaker, version: 2 }, new Date(), { cap: Number.POSITIVE_INFINITY });
    expect(await heldJobs(id)).toContain(weaker.jobId);
    await refreshForCandidate(candidateEvent(id, [a, b, c], 2), new Date(), { cap: CAP });
    expect(await heldJobs(id)).toEqual(held.map((job) => job.jobId).sort());

    // A better one: in, and the worst held (one of three skills) out, the count still 3.
    const better = jobEvent([a, b, c], 0);
    expect(await refreshForJob(better, new Date(), { cap: CAP })).toMatchObject({
      outcome: 'applied',
      matched: 1,
    });
    expect(await heldJobs(id)).toEqual([better.jobId, held[1]?.jobId, held[2]?.jobId].sort());
    expect(await heldCount(id)).toBe(CAP);

    // Two better jobs refreshed at once: still the best 3, never more.
    const both = [jobEvent([a, b, c], 0), jobEvent([a, b, c], 0)];
    await Promise.all(both.map((job) => refreshForJob(job, new Date(), { cap: CAP })));
    expect(await heldJobs(id)).toEqual([better.jobId, ...both.map((job) => job.jobId)].sort());
    expect(await heldCount(id)).toBe(CAP);
  });

  it('frees a place when a held job stops matching; the next candidate refresh brings a dropped job back', async () => {
    const [a, b, c] = [uniqueSkill(), uniqueSkill(), uniqueSkill()];
    const id = randomUUID();
    const jobs = [
      jobEvent([a, b, c], 4),
      jobEvent([a, b, c], 3),
      jobEvent([a, b, c], 2),
      jobEvent([a, b, 'Kafka'], 1),
    ];
    for (const job of jobs) await refreshForJob(job, new Date(), { cap: CAP });
    await refreshForCandidate(candidateEvent(id, [a, b, c], 1), new Date(), { cap: CAP });
    const dropped = jobs[3] as JobChangedDetail;
    expect(await heldJobs(id)).not.toContain(dropped.jobId);

    const paused = jobs[0] as JobChangedDetail;
    await refreshForJob({ ...paused, version: 2, job: null }, new Date(), { cap: CAP });
    expect(await heldJobs(id)).toHaveLength(2);
    expect(await heldCount(id)).toBe(2);

    await refreshForCandidate(candidateEvent(id, [a, b, c], 2), new Date(), { cap: CAP });
    expect(await heldJobs(id)).toEqual([jobs[1]?.jobId, jobs[2]?.jobId, dropped.jobId].sort());
  });
});
