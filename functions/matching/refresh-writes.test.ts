// Boundary: a candidate's refresh writes only the pairs it changes (issue 36, ADR 0040), against DynamoDB
// Local through the real refreshes of both sides. A cap of 3 stands for 500.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueSkill } from '../../test/support/matching';
import {
  matchingCandidateEvent as candidateEvent,
  matchingJobEvent as jobEvent,
} from '../../test/support/matching-events';
import type { JobChangedDetail } from '../model/events';
import { pairsOfCandidate } from '../model/match-pairs';
import { dynamoClient } from '../platform/clients/dynamo';
import { refreshForCandidate, refreshForJob } from './refresh';

const CAP = 3;
const capped = { cap: CAP };

/** What a candidate holds: each live pair's job, kind and score, in one order. */
const holding = async (candidateId: string) =>
  (await pairsOfCandidate(candidateId))
    .filter((pair) => !pair.gone)
    .map((pair) => `${pair.jobId} ${pair.nearMiss ? 'near-miss' : 'match'} ${pair.score}`)
    .sort();

/** Counts the pair puts sent to DynamoDB while `run` runs. */
async function pairPutsDuring(candidateId: string, run: () => Promise<unknown>): Promise<number> {
  const name = `count-${randomUUID()}`;
  let puts = 0;
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      // The table's client sees the marshalled item: the pair's key is its only value ending so.
      const request = JSON.stringify(args.input);
      if (context.commandName === 'PutItemCommand' && request.includes(`"match#${candidateId}"`)) puts += 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    dynamoClient().middlewareStack.remove(name);
  }
  return puts;
}

/** Holds the first request of `command` whose input matches, until released; answers when it arrived. */
function holdFirst(command: string, matches: (request: string) => boolean) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let holds = 1;
  const name = `hold-${randomUUID()}`;
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (holds > 0 && context.commandName === command && matches(JSON.stringify(args.input))) {
        holds -= 1;
        arrived();
        await released;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    arrival,
    release: () => release(),
    remove: () => {
      release();
      dynamoClient().middlewareStack.remove(name);
    },
  };
}

/** The state check of a job's refresh: its own state and the states of the candidates it paired with. */
const jobCheck = (jobId: string, candidateId: string) => (request: string) =>
  request.includes(`matchjobstate#${jobId}`) && request.includes(`matchcandstate#${candidateId}`);

/** A candidate and a job with one skill, matched by both refreshes at version 1. */
async function matchedOnce() {
  const skill = uniqueSkill();
  const id = randomUUID();
  const job = jobEvent([skill], 3);
  await refreshForJob(job, new Date(), capped);
  await refreshForCandidate(candidateEvent(id, [skill], 1), new Date(), capped);
  return { skill, id, job };
}

/** The job's next version, renamed: its refresh rewrites the pair. */
const renamed = (job: JobChangedDetail): JobChangedDetail => ({
  ...job,
  version: 2,
  job: { ...(job.job as NonNullable<JobChangedDetail['job']>), title: 'Renamed' },
});

describe("a candidate's refresh writes what changed, and still keeps exactly the best", () => {
  it('rewrites nothing for a change the matches do not show, and only the changed pairs for one they do', async () => {
    const [a, b, c] = [uniqueSkill(), uniqueSkill(), uniqueSkill()];
    const id = randomUUID();
    // Two with every skill (the one without a salary posted earlier), three tied with two skills of three,
    // and a weak one with one: 6 jobs for 3 places.
    const noSalary = jobEvent([a, b, c], 30, { salaryMin: null });
    const jobs = [
      jobEvent([a, b, c], 20),
      jobEvent([a, b, 'Kafka'], 9),
      jobEvent([a, b, 'Kafka'], 1),
      jobEvent([a, b, 'Kafka'], 5),
      noSalary,
      jobEvent([a, 'Kafka', 'Spark'], 0),
    ];
    for (const job of jobs) await refreshForJob(job, new Date(), capped);
    await refreshForCandidate(candidateEvent(id, [a, b, c], 1), new Date(), capped);
    const first = await pairsOfCandidate(id);
    expect(await holding(id)).toHaveLength(CAP);

    // The same data again (a save of a field matching reads back to what it was): no pair is written.
    const puts = await pairPutsDuring(id, () =>
      refreshForCandidate(candidateEvent(id, [a, b, c], 2), new Date(), capped),
    );
    expect(puts).toBe(0);
    expect(await pairsOfCandidate(id)).toEqual(first);

    // A higher expectation: the jobs paying 12 L become salary near-misses (their pairs rewritten), the job
    // without a salary stays a match, unchanged, and keeps the version it was written at.
    const raised = candidateEvent(id, [a, b, c], 3, { expectedSalaryMin: 1_500_000 });
    const rewritten = await pairPutsDuring(id, () => refreshForCandidate(raised, new Date(), capped));
    const afterRaise = await pairsOfCandidate(id);
    const kept = afterRaise.find((pair) => pair.jobId === noSalary.jobId);
    expect(kept).toMatchObject({
      candidateVersion: 1,
      match: first.find((pair) => pair.jobId === noSalary.jobId)?.match,
    });
    expect(kept?.gone).toBeUndefined();
    expect(rewritten).toBe(afterRaise.filter((pair) => !pair.gone && pair.candidateVersion === 3).length);

    // Exactly what a first refresh of the same data stores: the best 3 near-misses and the one match.
    const fresh = randomUUID();
    await refreshForCandidate({ ...raised, candidateId: fresh, version: 1 }, new Date(), capped);
    const expected = (await holding(fresh)).map((pair) => pair.replace(fresh, id));
    expect(await holding(id)).toEqual(expected);
    expect(expected.filter((pair) => pair.includes('near-miss'))).toHaveLength(CAP);
  });

  it("rewrites a pair whose job's refresh is still running, so that the job's check cannot take it back", async () => {
    const { skill, id, job } = await matchedOnce();

    // The job is renamed; its refresh writes the pair from the candidate's version 1 and is held before it
    // checks the states, while the candidate saves the same data as version 2.
    const check = holdFirst('BatchGetItemCommand', jobCheck(job.jobId, id));
    try {
      const jobRefresh = refreshForJob(renamed(job), new Date(), capped);
      await check.arrival;
      await refreshForCandidate(candidateEvent(id, [skill], 2), new Date(), capped);
      check.release();
      await jobRefresh;
    } finally {
      check.remove();
    }
    const [pair] = await pairsOfCandidate(id);
    expect(pair?.gone).toBeUndefined();
    expect(pair).toMatchObject({ jobVersion: 2, candidateVersion: 2, job: { title: 'Renamed' } });
  });

  it("rewrites a pair the job's refresh takes back while the candidate's refresh reads the jobs' states", async () => {
    const { skill, id, job } = await matchedOnce();

    // The renamed job's refresh writes the pair from the candidate's version 1 and waits at its check; the
    // candidate's version 2 waits at its read of the jobs' states, during which the job's refresh checks,
    // finds the candidate moved on and takes its write back.
    const check = holdFirst('BatchGetItemCommand', jobCheck(job.jobId, id));
    const states = holdFirst(
      'BatchGetItemCommand',
      (request) => request.includes(`matchjobstate#${job.jobId}`) && !request.includes('matchcandstate#'),
    );
    try {
      const jobRefresh = refreshForJob(renamed(job), new Date(), capped);
      await check.arrival;
      const candidateRefresh = refreshForCandidate(candidateEvent(id, [skill], 2), new Date(), capped);
      await states.arrival;
      check.release();
      await jobRefresh;
      states.release();
      await candidateRefresh;
    } finally {
      check.remove();
      states.remove();
    }
    const [pair] = await pairsOfCandidate(id);
    expect(pair?.gone).toBeUndefined();
    expect(pair).toMatchObject({ jobVersion: 2, candidateVersion: 2, job: { title: 'Renamed' } });
  });
});
