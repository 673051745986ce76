/**
 * The matching benchmark (ADR 0013): generates active jobs and taking-part candidates into an in-memory
 * DynamoDB Local through matching's own item builders, materialises the matches of a sample of candidates
 * through the real refresh, then times, per candidate:
 *  - GET /candidates/recommended-jobs as the service answers it (profile read + one query of stored matches);
 *  - the prototype's approach: read every active job and score each one, best first;
 * and the refresh after a new job is posted (postings, the candidates it may fit, their pairs written).
 * The candidate's refresh is timed before the cap on stored matches (issue 36, ADR 0040) and after it, for a
 * save that changes nothing the matches show (every pair already stored: none written) and for one that
 * changes most of them (the expected salary up ₹1 L: the pay reasons and the salary filter move).
 * Run alone: `MATCHING_BENCH_JOBS=5000 MATCHING_BENCH_CANDIDATES=1000 npx tsx test/bench/matching.ts`.
 */

import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { timeOrderedId } from '../../functions/platform/ids';
import { LOCAL_CREDENTIALS } from '../../functions/platform/local/bootstrap';
import type { JobSummary } from '../../shared/jobs/types';
import {
  byScoreDescending,
  type CandidateMatchData,
  isRecommendable,
  scoreMatch,
} from '../../shared/matching/scorer';
import { levelForYears } from '../../shared/profile/options';
import { roundTripsOf } from '../support/round-trips';
import { percentile, startBenchTable } from './bench-table';
import { CITIES, FAMILIES, generateJob, random, writeAll } from './job-search';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

const JOBS = Number(process.env.MATCHING_BENCH_JOBS ?? 100_000);
const CANDIDATES = Number(process.env.MATCHING_BENCH_CANDIDATES ?? 10_000);
const SAMPLE = Number(process.env.MATCHING_BENCH_SAMPLE ?? 20);
const RUNS = Number(process.env.MATCHING_BENCH_RUNS ?? 10);
const BASELINE_RUNS = Number(process.env.MATCHING_BENCH_BASELINE_RUNS ?? 3);
/** Where the prototype's approach reads every active job from: one partition of job summaries. */
const ALL_JOBS_PARTITION = 'benchalljobs';

const rand = random(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

/** A candidate of one job family: 3-8 of its skills, a city, 0-12 years, an expectation in line with them. */
function generateCandidate(): CandidateMatchData {
  const family = pick(FAMILIES);
  const count = 3 + Math.floor(rand() * 6);
  const skills = [...new Set(Array.from({ length: count }, () => pick(family.skills)))];
  const experienceYears = Math.floor(rand() * 12);
  return {
    skills,
    experienceYears,
    experienceLevel: levelForYears(experienceYears),
    location: pick(CITIES)[0].split(',')[0] ?? null,
    preferredLocations: rand() < 0.4 ? [pick(CITIES)[0]] : [],
    jobTypes: rand() < 0.85 ? ['FULL_TIME'] : ['FULL_TIME', 'CONTRACT'],
    hasEducation: rand() < 0.9,
    expectedSalaryMin: Math.round((2 + experienceYears * 2 + rand() * 3) * 100_000),
    currency: 'INR',
  };
}

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

export async function runMatchingBench() {
  const dynamo = await startBenchTable('jobmatch-matching-bench');
  const { table } = dynamo;
  try {
    // Loaded after the environment is set: the clients read it when first made.
    const { candidateIndexItems, jobIndexItems, jobMatchData, refreshForCandidate, refreshForJob } =
      await import('../../functions/matching/refresh');
    const { candidateStateKey, jobStateKey } = await import('../../functions/model/match-keys');
    const { pairsOfCandidate } = await import('../../functions/model/match-pairs');
    const { recommendedJobs } = await import('../../functions/matching/service');
    const { profiles } = await import('../../functions/model/profiles');
    const { dynamoClient } = await import('../../functions/platform/clients/dynamo');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    const now = Date.now();
    const organisationId = 'org-bench';
    const entryOf = (job: JobSummary, version = 1) => ({
      jobId: job.id,
      version,
      data: jobMatchData({ ...job, isActive: true }),
      summary: job,
      organisationId,
    });

    console.info(
      `\nMatching (in-process services on DynamoDB Local in memory; ${JOBS} active jobs, ${CANDIDATES} candidates; ADR 0013)`,
    );

    // Jobs: matching's postings and state, plus the summaries the prototype's approach reads whole.
    let started = performance.now();
    let written = 0;
    const vocabulary = new Set<string>();
    for (let done = 0; done < JOBS; ) {
      const batch = Array.from({ length: Math.min(5000, JOBS - done) }, () => generateJob(now));
      const items: Record<string, unknown>[] = [];
      for (const job of batch) {
        const { state, items: postings } = jobIndexItems(entryOf(job));
        for (const item of postings) {
          if (String(item.pk).endsWith('vocab')) vocabulary.add(String(item.sk));
          else items.push(item);
        }
        // Its state, as its refresh leaves it: a candidate's refresh reads it before skipping a pair.
        items.push({ ...jobStateKey(job.id), ...state });
        items.push({ pk: ALL_JOBS_PARTITION, sk: job.id, ...job });
      }
      await writeAll(client, table, items);
      written += items.length;
      done += batch.length;
    }
    await writeAll(
      client,
      table,
      [...vocabulary].map((sk) => ({ pk: 'matchjobvocab', sk })),
    );
    console.info(
      `  ${JOBS} jobs: ${written} items written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    // Candidates: postings and state for all; profiles (what the API reads first) for the sample.
    started = performance.now();
    written = 0;
    const candidateVocabulary = new Set<string>();
    const sample: { id: string; data: CandidateMatchData }[] = [];
    for (let done = 0; done < CANDIDATES; ) {
      const items: Record<string, unknown>[] = [];
      for (const _ of Array.from({ length: Math.min(2000, CANDIDATES - done) })) {
        const id = randomUUID();
        const data = generateCandidate();
        const card = {
          firstName: 'Bench',
          lastName: 'Candidate',
          headline: null,
          location: data.location,
          experienceYears: data.experienceYears,
          isPublic: true,
        };
        const { state, items: postings } = candidateIndexItems({ candidateId: id, version: 1, data, card });
        for (const item of postings) {
          if (String(item.pk).endsWith('vocab')) candidateVocabulary.add(String(item.sk));
          else items.push(item);
        }
        items.push({ ...candidateStateKey(id), ...state });
        if (sample.length < SAMPLE) sample.push({ id, data });
        done += 1;
      }
      await writeAll(client, table, items);
      written += items.length;
    }
    await writeAll(
      client,
      table,
      [...candidateVocabulary].map((sk) => ({ pk: 'matchcandvocab', sk })),
    );
    for (const { id, data } of sample) {
      await profiles()
        .put({
          userId: id,
          technicalSkills: data.skills,
          location: data.location ?? undefined,
          preferredLocations: data.preferredLocations,
          jobTypes: data.jobTypes,
          expectedSalaryMin: data.expectedSalaryMin,
          expectedSalaryMax: data.expectedSalaryMin * 2,
          experienceYears: data.experienceYears,
          experienceLevel: data.experienceLevel,
          degree: data.hasEducation ? 'B.Tech' : undefined,
          matchingEnabled: true,
          hasRequiredMatchingData: true,
          profileCompletionPercentage: 90,
          version: 1,
          createdAt: new Date(now).toISOString(),
          updatedAt: new Date(now).toISOString(),
        })
        .go();
    }
    console.info(
      `  ${CANDIDATES} candidates: ${written} items written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    // The sample's matches, materialised the way a profile change does it; then a second profile change,
    // timed, before the cap on stored matches (every match written) and after it (the best 500; ADR 0040).
    // Between the two, one untimed capped refresh retires what the cap drops (a one-off when it ships).
    const card = {
      firstName: 'Bench',
      lastName: 'Candidate',
      headline: null,
      location: null,
      experienceYears: 0,
      isPublic: true,
    };
    const uncapped = { cap: Number.POSITIVE_INFINITY };
    const profileChange = async (id: string, data: CandidateMatchData, version: number, options = {}) => {
      const t0 = performance.now();
      const result = await refreshForCandidate(
        { candidateId: id, version, matching: { data, card } },
        new Date(),
        options,
      );
      const ms = performance.now() - t0;
      // Matches only (not the salary near-misses listed apart), counted after the timing.
      const pairs = await pairsOfCandidate(id);
      return {
        ms,
        stored: result.outcome === 'applied' ? pairs.filter((p) => !p.gone && !p.nearMiss).length : 0,
      };
    };
    const before = { times: [] as number[], counts: [] as number[] };
    const after = { times: [] as number[], counts: [] as number[] };
    const changed = { times: [] as number[], counts: [] as number[] };
    for (const { id, data } of sample) {
      await profileChange(id, data, 2, uncapped);
      const timed = await profileChange(id, data, 3, uncapped);
      before.times.push(timed.ms);
      before.counts.push(timed.stored);
    }
    for (const { id, data } of sample) {
      await profileChange(id, data, 4);
      const timed = await profileChange(id, data, 5);
      after.times.push(timed.ms);
      after.counts.push(timed.stored);
      const raised = await profileChange(
        id,
        { ...data, expectedSalaryMin: data.expectedSalaryMin + 100_000 },
        6,
      );
      changed.times.push(raised.ms);
      changed.counts.push(raised.stored);
    }
    for (const [label, run] of [
      ['before the cap, same data      ', before],
      ['after the cap, same data       ', after],
      ['after the cap, expected +₹1 L  ', changed],
    ] as const) {
      const times = summary(run.times);
      const counts = [...run.counts].sort((x, y) => x - y);
      console.info(
        `  candidate refresh (profile change, ${SAMPLE} candidates), ${label}: p50 ${ms(times.p50)}  p95 ${ms(times.p95)}; stored matches per candidate: median ${percentile(counts, 50)}, max ${counts.at(-1)}`,
      );
    }

    // Reading recommendations: the stored matches (ours) against scoring every active job (the prototype).
    const principalOf = (id: string) =>
      ({
        user: { id, role: 'candidate' },
        record: { id, firstName: 'Bench', lastName: 'Candidate' },
      }) as unknown as Parameters<typeof recommendedJobs>[0];
    const query = { minMatch: 70, sort: 'best-match' as const, page: 1, limit: 12 };
    const ours: number[] = [];
    let oursTrips = { requests: 0, rounds: 0 };
    for (const { id } of sample) {
      await recommendedJobs(principalOf(id), query);
      for (let run = 0; run < RUNS; run++) {
        const t0 = performance.now();
        oursTrips = await roundTripsOf(() => recommendedJobs(principalOf(id), query));
        ours.push(performance.now() - t0);
      }
    }

    const scoreEveryJob = async (data: CandidateMatchData) => {
      const jobs: JobSummary[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await dynamoClient().send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': ALL_JOBS_PARTITION },
            ExclusiveStartKey: start,
          }),
        );
        jobs.push(...((page.Items ?? []) as JobSummary[]));
        start = page.LastEvaluatedKey;
      } while (start);
      const at = new Date();
      return jobs
        .map((job) => ({
          job,
          ...scoreMatch(data, jobMatchData({ ...job, isActive: true }), at),
        }))
        .filter(isRecommendable)
        .sort(byScoreDescending)
        .slice(0, 12);
    };
    const baseline: number[] = [];
    let baselineTrips = { requests: 0, rounds: 0 };
    for (const { data } of sample.slice(0, BASELINE_RUNS)) {
      const t0 = performance.now();
      baselineTrips = await roundTripsOf(() => scoreEveryJob(data));
      baseline.push(performance.now() - t0);
    }
    const a = summary(ours);
    const b = summary(baseline);
    console.info(
      `  recommendations, stored matches       p50 ${ms(a.p50)}  p95 ${ms(a.p95)}  ${oursTrips.requests} requests in ${oursTrips.rounds} rounds  (${SAMPLE} candidates x ${RUNS})`,
    );
    console.info(
      `  recommendations, score every job      p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  ${baselineTrips.requests} requests in ${baselineTrips.rounds} rounds  (${BASELINE_RUNS} candidates)`,
    );
    console.info(`  speed-up at p50: ${(b.p50 / a.p50).toFixed(0)}x, at p95: ${(b.p95 / a.p95).toFixed(0)}x`);

    // A new job posted: its postings, the candidates it may fit, their pairs; before the cap (no count
    // kept) and after it (each new match counted against its candidate's 500, the worst pushed out).
    for (const [label, options] of [
      ['before the cap', uncapped],
      ['after the cap ', {}],
    ] as const) {
      const jobRefresh: number[] = [];
      const jobMatched: number[] = [];
      let jobTrips = { requests: 0, rounds: 0 };
      for (let i = 0; i < 5; i++) {
        const job = { ...generateJob(now), id: timeOrderedId(Date.now()) };
        const t0 = performance.now();
        let result: Awaited<ReturnType<typeof refreshForJob>> | undefined;
        jobTrips = await roundTripsOf(async () => {
          result = await refreshForJob(
            { jobId: job.id, version: 1, job: { ...job, isActive: true, organisationId } },
            new Date(),
            options,
          );
        });
        jobRefresh.push(performance.now() - t0);
        jobMatched.push(result?.outcome === 'applied' ? result.matched : 0);
      }
      const j = summary(jobRefresh);
      console.info(
        `  refresh after a job is posted (5 jobs), ${label}: p50 ${ms(j.p50)}  p95 ${ms(j.p95)}; candidates matched ${jobMatched.join(', ')}; last ${jobTrips.requests} requests in ${jobTrips.rounds} rounds`,
      );
    }
    client.destroy();
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMatchingBench();
