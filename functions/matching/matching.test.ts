// Boundary: stored matches kept by the real events of job and profile writes, and the matching API over
// HTTP, against DynamoDB Local, the local bus and the SES stand-in.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job, PageOf } from '../../shared/jobs/types';
import { type JobMatchData, scoreMatch } from '../../shared/matching/scorer';
import type { JobMatch, MatchingCandidate, MatchingStats } from '../../shared/matching/types';
import { COMPLETION_MESSAGES } from '../../shared/profile/completion';
import { endSessionsOf } from '../../test/support/accounts';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, candidate, TEST_PASSWORD, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { eventually, matchingCandidate, recommendationsOf, uniqueSkill } from '../../test/support/matching';
import { matchingCandidateData } from '../../test/support/matching-events';
import { roundTripsOf } from '../../test/support/round-trips';
import { findUserByEmail, toUser } from '../model/accounts';
import { JOB_CHANGED, type JobChangedDetail } from '../model/events';
import {
  appliedKey,
  appliedPartition,
  candidateStateKey,
  inviteKey,
  jobSheetKey,
  jobSkillPartition,
  jobStateKey,
} from '../model/match-keys';
import { pairsOfCandidate, partitionItems } from '../model/match-pairs';
import { organisationOf } from '../model/organisation-members';
import { setMatching, updateJobPreferences, updateSkills } from '../model/profile-saves';
import { signAccessToken } from '../platform/auth/tokens';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { lambdaContext } from '../platform/local/lambda-context';
import { ENV, ORIGIN_VERIFY_HEADER } from '../platform/resources';
import { readMatchingProfile } from '../profile/service';
import { markApplied } from './applied';
import { matchingCandidates } from './employer';
import { handler as matchingHandler } from './entry';
import { handler as jobRefreshHandler } from './job-refresh';
import { keepJobSheet } from './job-sheet';
import { forgetCandidate, refreshForCandidate, refreshForJob } from './refresh';
import { matchingEventRules, matchingRoutes } from './routes';
import { recommendedJobs, topMatches } from './service';
import { deleteItem, pairsOfJob, retirePair } from './store';

const jobData = (job: Job): JobMatchData => ({
  skills: job.skills,
  experienceMin: job.experienceMin,
  location: job.location,
  isRemote: job.isRemote,
  jobType: job.jobType,
  salaryMin: job.salaryMin,
  currency: job.currency,
  isActive: job.isActive,
  expiresAt: job.expiresAt,
});

const matchFor = (matches: JobMatch[], jobId: string) => matches.find((match) => match.job.id === jobId);

async function matchingCandidatesOf(employer: { headers: Record<string, string> }, jobId: string) {
  return callApi(`/jobs/${jobId}/matching-candidates`, { headers: employer.headers });
}

describe('materialised matches', () => {
  let employer: TestEmployer;
  let other: TestEmployer;
  let admin: TestAccount;
  beforeAll(async () => {
    ({ employer, other, admin } = await employersAndAdmin());
  });

  it('stores a new job for the candidates it fits, with the scorer percentage and reasons, and drops it when paused', async () => {
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill, 'TypeScript', 'Docker'] });
    // 2 of 3 skills (26.67) + mid level (25) + Pune (15) + full-time (10) + education (8) = 84.67 -> 85
    const job = await postJob(employer, {
      skills: [skill, 'TypeScript', 'Kafka'],
      experienceMin: 2,
      location: 'Pune',
    });
    const expected = scoreMatch(
      matchingCandidateData([skill, 'TypeScript', 'Docker']),
      jobData(job),
      new Date(),
    );
    expect(expected.matchPercentage).toBe(85);

    const found = await eventually(
      () => recommendationsOf(seeker),
      (page) => Boolean(matchFor(page.matches, job.id)),
    );
    const match = matchFor(found.matches, job.id);
    expect(match).toMatchObject({
      matchPercentage: 85,
      matchExplanation: 'Great match',
      matchReasons: [
        `Matching skills: ${skill}, TypeScript`,
        'Missing skills: Kafka',
        'Mid level, as asked',
        'Pune: a preferred location',
        'Pays from ₹12L, meeting the ₹10L expected',
      ],
      salaryMatches: true,
      experienceMatches: true,
      locationMatch: true,
      skillsMatch: {
        matched: [skill, 'TypeScript'],
        missing: ['Kafka'],
        additional: ['Docker'],
        percentage: 67,
      },
    });
    expect(match?.job.title).toBe(job.title);

    const at90 = await recommendationsOf(seeker, { minMatch: '90' });
    expect(matchFor(at90.matches, job.id)).toBeUndefined();

    // The employer sees the public candidate among the job's matching candidates; outsiders learn nothing.
    const forEmployer = await eventually(
      () => matchingCandidatesOf(employer, job.id),
      (response) =>
        (response.json.data as PageOf<MatchingCandidate>).content.some(
          (entry) => entry.candidateId === seeker.record.id,
        ),
    );
    expect(forEmployer.status).toBe(200);
    const listed = (forEmployer.json.data as PageOf<MatchingCandidate>).content.find(
      (entry) => entry.candidateId === seeker.record.id,
    );
    expect(listed).toMatchObject({
      matchPercentage: 85,
      firstName: seeker.record.firstName,
      invitedAt: null,
      hasApplied: false,
    });
    expect((await matchingCandidatesOf(other, job.id)).status).toBe(404);
    expect((await matchingCandidatesOf(admin, job.id)).status).toBe(200);
    expect((await matchingCandidatesOf(seeker, job.id)).status).toBe(403);

    const paused = await callApi(`/jobs/${job.id}/status`, {
      method: 'PUT',
      headers: employer.headers,
      body: { isActive: false },
    });
    expect(paused.status).toBe(200);
    const after = await eventually(
      () => recommendationsOf(seeker),
      (page) => !matchFor(page.matches, job.id),
    );
    expect(matchFor(after.matches, job.id)).toBeUndefined();
  });

  it('re-scores a candidate whose skills change: the shared skill gone, the match goes', async () => {
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill, 'Go'] });
    const job = await postJob(employer, { skills: [skill], experienceMin: 1 });
    await eventually(
      () => recommendationsOf(seeker),
      (page) => Boolean(matchFor(page.matches, job.id)),
    );

    await updateSkills(seeker.principal, {
      currentRole: 'Engineer',
      technicalSkills: ['Go', 'Rust'],
      languages: [],
    });
    const after = await eventually(
      () => recommendationsOf(seeker),
      (page) => !matchFor(page.matches, job.id),
    );
    expect(matchFor(after.matches, job.id)).toBeUndefined();

    // Turning matching off leaves no stored match and answers 409 for recommendations.
    await updateSkills(seeker.principal, {
      currentRole: 'Engineer',
      technicalSkills: [skill],
      languages: [],
    });
    await eventually(
      () => recommendationsOf(seeker),
      (page) => Boolean(matchFor(page.matches, job.id)),
    );
    await setMatching(seeker.principal, false);
    const off = await callApi('/candidates/recommended-jobs', { headers: seeker.headers });
    expect(off.status).toBe(409);
    expect(off.text).toContain('MATCHING_DISABLED');
    const pairs = await eventually(
      () => pairsOfCandidate(seeker.record.id),
      (items) => items.every((pair) => pair.gone),
    );
    expect(pairs.every((pair) => pair.gone)).toBe(true);
  });

  it('leaves out pairs that fail a strict filter, and explains them on demand', async () => {
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill], expectedSalaryMin: 2_500_000 });
    const underpaid = await postJob(employer, {
      skills: [skill],
      salaryMin: 1_200_000,
      salaryMax: 2_000_000,
    });
    const fair = await postJob(employer, { skills: [skill], salaryMin: 2_600_000, salaryMax: 3_000_000 });
    const page = await eventually(
      () => recommendationsOf(seeker),
      (result) => Boolean(matchFor(result.matches, fair.id)),
    );
    expect(matchFor(page.matches, underpaid.id)).toBeUndefined();
    const senior = await postJob(employer, {
      skills: [skill],
      salaryMin: 2_600_000,
      salaryMax: 3_000_000,
      experienceMin: 5,
      experienceMax: 8,
    });
    const later = await recommendationsOf(seeker);
    expect(matchFor(later.matches, senior.id)).toBeUndefined();
    const tooSenior = await callApi(`/candidates/job-match/${senior.id}`, { headers: seeker.headers });
    expect(tooSenior.json.data).toMatchObject({ experienceMatches: false, eligible: false });

    const onDemand = await callApi(`/candidates/job-match/${underpaid.id}`, { headers: seeker.headers });
    expect(onDemand.status).toBe(200);
    expect(onDemand.json.data).toMatchObject({
      salaryMatches: false,
      eligible: false,
      experienceMatches: true,
    });
    const stored = await callApi(`/candidates/job-match/${fair.id}`, { headers: seeker.headers });
    expect(stored.json.data).toMatchObject({ eligible: true, salaryMatches: true });
    expect((await callApi('/candidates/job-match/no-such-job', { headers: seeker.headers })).status).toBe(
      404,
    );
  });

  it('lists a job the salary filter alone excludes under the matches, with the reason, outside the figures', async () => {
    const skill = uniqueSkill();
    const LAKH = 100_000;
    const seeker = await matchingCandidate({
      skills: [skill],
      expectedSalaryMin: 30 * LAKH,
      expectedSalaryMax: 36 * LAKH,
    });
    const nearMiss = await postJob(employer, { skills: [skill], salaryMin: 28 * LAKH, salaryMax: 40 * LAKH });
    const below = await postJob(employer, { skills: [skill], salaryMin: 18 * LAKH, salaryMax: 25 * LAKH });
    const fair = await postJob(employer, { skills: [skill], salaryMin: 30 * LAKH, salaryMax: 40 * LAKH });
    const page = await eventually(
      () => recommendationsOf(seeker),
      (result) => result.nearMissesTotal === 1 && Boolean(matchFor(result.matches, fair.id)),
    );
    expect(page.matches.map((match) => match.job.id)).toEqual([fair.id]);
    expect(page.total).toBe(1);
    expect(page.nearMissesTotal).toBe(1);
    expect(page.nearMisses).toEqual([
      { job: expect.objectContaining({ id: nearMiss.id }), reason: 'pays ₹28L - ₹40L; your minimum is ₹30L' },
    ]);
    expect(JSON.stringify(page)).not.toContain(below.id);
    // The other orders and a search read them the same way; a search that misses the job leaves it out.
    const recent = await recommendationsOf(seeker, { sort: 'most-recent' });
    expect(recent.nearMisses.map((miss) => miss.job.id)).toEqual([nearMiss.id]);
    expect((await recommendationsOf(seeker, { search: 'no-such-words' })).nearMissesTotal).toBe(0);

    const stats = await callApi('/candidates/matching-stats', { headers: seeker.headers });
    const fairPercentage = (page.matches[0] as JobMatch).matchPercentage;
    expect(stats.json.data).toMatchObject({
      matchedJobs: 1,
      nearMissJobs: 1,
      averageMatchPercentage: fairPercentage,
    });
    // Not a stored match: the job's own match says why, and its employer does not see the candidate.
    const onDemand = await callApi(`/candidates/job-match/${nearMiss.id}`, { headers: seeker.headers });
    expect(onDemand.json.data).toMatchObject({ salaryMatches: false, eligible: false });
    const listed = await matchingCandidatesOf(employer, nearMiss.id);
    expect(JSON.stringify(listed.json)).not.toContain(seeker.record.id);

    // Lowering the expectation to 18 LPA makes it a match, and no longer a near-miss.
    await updateJobPreferences(seeker.principal, {
      isOpenToRemote: true,
      isOpenToHybrid: true,
      isOpenToOnSite: true,
      location: 'Pune',
      preferredLocations: [],
      jobTypes: ['FULL_TIME'],
      availability: 'Immediate',
      currentSalary: 900_000,
      expectedSalaryMin: 18 * LAKH,
      expectedSalaryMax: 36 * LAKH,
      currency: 'INR',
    });
    const lowered = await eventually(
      () => recommendationsOf(seeker),
      (result) => result.total === 3,
    );
    expect(lowered.matches.map((match) => match.job.id).sort()).toEqual(
      [nearMiss.id, below.id, fair.id].sort(),
    );
    expect(lowered).toMatchObject({ nearMisses: [], nearMissesTotal: 0 });
  });

  it('answers the precondition message to a candidate without the data matching needs', async () => {
    const newcomer = await candidate(false);
    const response = await callApi('/candidates/recommended-jobs', { headers: newcomer.headers });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toContain(COMPLETION_MESSAGES.matchingIncomplete);
    const top = await callApi('/candidates/top-matches', { headers: newcomer.headers });
    expect(top.status).toBe(200);
    expect(top.json.data).toEqual([]);
    const stats = await callApi('/candidates/matching-stats', { headers: newcomer.headers });
    expect(stats.json.data).toMatchObject({ matchingEnabled: false, matchedJobs: 0 });
    const bad = await callApi('/candidates/recommended-jobs?minMatch=75', { headers: newcomer.headers });
    expect(bad.status).toBe(422);
  });

  it("sorts, searches and counts a candidate's matches; top matches are the best three", async () => {
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill, 'SQL'] });
    const jobs = [
      await postJob(employer, {
        title: `Data Engineer ${skill}`,
        skills: [skill, 'SQL'],
        salaryMin: 1_100_000,
        salaryMax: 1_500_000,
      }),
      await postJob(employer, {
        title: `Analyst ${skill}`,
        skills: [skill, 'SQL', 'Excel'],
        salaryMin: 1_500_000,
        salaryMax: 2_500_000,
      }),
      await postJob(employer, {
        title: `Platform Engineer ${skill}`,
        skills: [skill],
        salaryMin: 1_300_000,
        salaryMax: 1_600_000,
      }),
    ];
    const all = await eventually(
      () => recommendationsOf(seeker, { search: skill }),
      (page) => page.total === 3,
    );
    expect(all.total).toBe(3);
    expect(all.matches.map((match) => match.matchPercentage)).toEqual(
      [...all.matches.map((match) => match.matchPercentage)].sort((a, b) => b - a),
    );
    const bySalary = await recommendationsOf(seeker, { search: skill, sort: 'highest-salary' });
    expect(bySalary.matches[0]?.job.id).toBe(jobs[1]?.id);
    const recent = await recommendationsOf(seeker, { search: skill, sort: 'most-recent' });
    expect(recent.matches[0]?.job.id).toBe(jobs[2]?.id);
    const analyst = await recommendationsOf(seeker, { search: 'analyst' });
    expect(analyst.matches.map((match) => match.job.id)).toContain(jobs[1]?.id);
    expect(analyst.matches.every((match) => /analyst/i.test(match.job.title + match.job.skills.join()))).toBe(
      true,
    );

    const top = await callApi('/candidates/top-matches', { headers: seeker.headers });
    const topMatches = top.json.data as JobMatch[];
    expect(topMatches.length).toBeLessThanOrEqual(3);
    expect(topMatches[0]?.matchPercentage).toBe(all.matches[0]?.matchPercentage);

    const stats = (await callApi('/candidates/matching-stats', { headers: seeker.headers })).json
      .data as MatchingStats;
    expect(stats.matchingEnabled).toBe(true);
    expect(stats.matchedJobs).toBeGreaterThanOrEqual(3);
    expect(stats.totalJobs).toBeGreaterThanOrEqual(stats.matchedJobs);
    expect(stats.topSkills[0]?.skill).toBe(skill);
    expect(stats.strictFiltersApplied).toEqual({ salaryFilter: true, experienceFilter: true });
  });

  it('matches a job that lists no skills with every candidate of at least its minimum years, both ways', async () => {
    const skill = uniqueSkill();
    // Years no other test's candidate has, so the job's pairs are this test's own: exactly its minimum.
    const earlier = await matchingCandidate({ skills: [skill], experienceYears: 47 });
    const job = await postJob(employer, { skills: [], experienceMin: 47, experienceMax: 50 });
    const later = await matchingCandidate({ skills: [skill], experienceYears: 47 });
    const short = await matchingCandidate({ skills: [skill], experienceYears: 46 });

    // The job's refresh finds the earlier candidate, the later candidate's refresh finds the job.
    // skills 100 (40) + executive for both (25) + Pune (15) + full-time (10) + education (8) = 98
    for (const seeker of [earlier, later]) {
      const page = await eventually(
        () => recommendationsOf(seeker),
        (found) => Boolean(matchFor(found.matches, job.id)),
      );
      expect(matchFor(page.matches, job.id)).toMatchObject({
        matchPercentage: 98,
        experienceMatches: true,
        skillsMatch: { percentage: 100, matched: [], missing: [], additional: [skill] },
      });
    }
    // One year short fails the strict filter: never stored, and explained on demand.
    await settledCandidate(short);
    expect(matchFor((await recommendationsOf(short)).matches, job.id)).toBeUndefined();
    const explained = await callApi(`/candidates/job-match/${job.id}`, { headers: short.headers });
    expect(explained.json.data).toMatchObject({ experienceMatches: false, eligible: false });
  });

  it('removes a deleted job from the matches of its candidates', async () => {
    const { seeker, employer, job } = await matchedPair();
    const deleted = await callApi(`/jobs/${job.id}`, { method: 'DELETE', headers: employer.headers });
    expect(deleted.status).toBe(200);
    const after = await eventually(
      () => recommendationsOf(seeker),
      (page) => !matchFor(page.matches, job.id),
    );
    expect(matchFor(after.matches, job.id)).toBeUndefined();
    const pairs = await eventually(
      () => pairsOfCandidate(seeker.record.id),
      (items) => items.every((pair) => pair.gone),
    );
    expect(pairs.map((pair) => pair.gone)).toEqual([true]);
    expect(await partitionItems(jobSkillPartition(job.skills[0] ?? ''))).toEqual([]);
    const onDemand = await callApi(`/candidates/job-match/${job.id}`, { headers: seeker.headers });
    expect(onDemand.status).toBe(404);
  });

  it('invites a public matching candidate once, by mail', async () => {
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill] });
    const hidden = await matchingCandidate({ skills: [skill], isPublic: false });
    const job = await postJob(employer, { skills: [skill] });
    await eventually(
      () => matchingCandidatesOf(employer, job.id),
      (response) => (response.json.data as PageOf<MatchingCandidate>).totalElements === 1,
    );
    const invitePath = (id: string) => `/jobs/${job.id}/matching-candidates/${id}/invite`;
    expect(
      (await callApi(invitePath(hidden.record.id), { method: 'POST', headers: employer.headers })).status,
    ).toBe(404);
    expect(
      (await callApi(invitePath(seeker.record.id), { method: 'POST', headers: other.headers })).status,
    ).toBe(404);
    const invited = await callApi(invitePath(seeker.record.id), {
      method: 'POST',
      headers: employer.headers,
    });
    expect(invited.status).toBe(200);
    const again = await callApi(invitePath(seeker.record.id), { method: 'POST', headers: employer.headers });
    expect(again.status).toBe(409);

    const mails = await waitForMail(seeker.record.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(job.title);
    expect(mails[0]?.body.text).toContain(`/jobs/${job.id}`);
    const listed = (await matchingCandidatesOf(employer, job.id)).json.data as PageOf<MatchingCandidate>;
    expect(listed.content[0]?.invitedAt).toBeTruthy();
  });
});

/** Waits until the bus has refreshed the candidate's latest profile version. */
async function settledCandidate(account: TestAccount) {
  const { version } = await readMatchingProfile(account.record);
  const [state] = await eventually(
    () => partitionItems<{ version: number; done?: boolean }>(candidateStateKey(account.record.id).pk),
    ([found]) => found?.version === version && found.done === true,
  );
  expect(state).toMatchObject({ version, done: true });
}

/** A job's matching state as its refreshes leave it. */
async function jobState(jobId: string) {
  const [state] = await partitionItems<{ version: number; done?: boolean; postingSk: string }>(
    jobStateKey(jobId).pk,
  );
  return state;
}

/** Waits until the bus has finished refreshing the job's latest version, and answers that version. */
async function settledJobVersion(jobId: string) {
  const state = await eventually(
    () => jobState(jobId),
    (found) => found?.done === true,
  );
  expect(state?.done).toBe(true);
  return state?.version ?? 0;
}

/** A public candidate and a fresh job that share a skill, once the job shows among their matches. */
async function matchedPair() {
  const skill = uniqueSkill();
  const seeker = await matchingCandidate({ skills: [skill] });
  const employer = (await employersAndAdmin()).employer;
  const job = await postJob(employer, { skills: [skill] });
  await eventually(
    () => recommendationsOf(seeker),
    (page) => Boolean(matchFor(page.matches, job.id)),
  );
  return { seeker, employer, job, version: await settledJobVersion(job.id) };
}

/** The Job Changed event of a version of `job` the bus never carried (the test delivers it itself). */
const jobVersion = (
  job: Job,
  employer: TestEmployer,
  version: number,
  changes: Partial<Job> = {},
): JobChangedDetail => ({
  jobId: job.id,
  version,
  job: { ...job, isActive: true, ...changes, organisationId: employer.organisationId },
});

/** Delivers a Job Changed event to the matching rule's handler, as one attempt of the bus does. */
async function deliverJobChanged(detail: JobChangedDetail) {
  const rule = matchingEventRules.find((candidate) => candidate.detailType === JOB_CHANGED);
  if (!rule) throw new Error('No matching rule for Job Changed');
  const event = { 'detail-type': JOB_CHANGED, detail } as Parameters<typeof jobRefreshHandler>[0];
  await jobRefreshHandler(event, lambdaContext(rule.fn));
}

/** Whether a DynamoDB request of this process writes (Put) or retires/undoes (Update) a pair of the job. */
const isPairPut = (jobId: string) => (request: string) =>
  request.includes(`job#${jobId}`) && request.includes('"computedAt"');
const isPairTombstone = (jobId: string) => (request: string) =>
  request.includes(`job#${jobId}`) && request.includes('#gone');

/**
 * Holds up this process's DynamoDB requests that `matches` picks: those `fails` names (by their order of
 * arrival, from 1) fail, and, while `held` is set, the others wait until it settles. Answers when the first
 * one arrived, and a remover.
 */
function interceptDynamo(
  matches: (request: string) => boolean,
  options: { fails?: (nth: number) => boolean; held?: Promise<void> },
) {
  const name = `intercept-${randomUUID()}`;
  let seen = 0;
  let arrived: () => void = () => undefined;
  const firstArrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  dynamoClient().middlewareStack.add(
    (next) => async (args) => {
      if (matches(JSON.stringify(args.input))) {
        seen += 1;
        arrived();
        if (options.fails?.(seen)) throw new Error('Injected failure');
        await options.held;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { firstArrival, remove: () => dynamoClient().middlewareStack.remove(name) };
}

describe('refresh under duplicate and out-of-order events', () => {
  it('applies each version once and ignores older ones, on both sides', async () => {
    const { seeker, employer, job, version } = await matchedPair();
    const current = jobVersion(job, employer, version);
    const before = await pairsOfCandidate(seeker.record.id);

    expect(await refreshForJob(current)).toEqual({ outcome: 'stale' });
    expect(await refreshForJob({ ...current, version: current.version - 1, job: null })).toEqual({
      outcome: 'stale',
    });
    const [candidateState] = await partitionItems<{ version: number }>(
      candidateStateKey(seeker.record.id).pk,
    );
    expect(
      await refreshForCandidate({
        candidateId: seeker.record.id,
        version: (candidateState?.version ?? 1) - 1,
        matching: null,
      }),
    ).toEqual({ outcome: 'stale' });
    expect(await pairsOfCandidate(seeker.record.id)).toEqual(before);

    // A newer version delivered twice at once: the second either redoes the unfinished first (same writes)
    // or finds it finished; once finished, a third delivery changes nothing.
    const newer = { ...current, version: current.version + 1 };
    const outcomes = await Promise.all([refreshForJob(newer), refreshForJob(newer)]);
    expect(outcomes.map((outcome) => outcome.outcome)).toContainEqual('applied');
    expect(outcomes.every((outcome) => ['applied', 'stale'].includes(outcome.outcome))).toBe(true);
    const pairs = await pairsOfCandidate(seeker.record.id);
    expect(pairs.filter((pair) => !pair.gone)).toHaveLength(1);
    expect(pairs[0]?.jobVersion).toBe(newer.version);
    expect(await refreshForJob(newer)).toEqual({ outcome: 'stale' });
    expect(await pairsOfCandidate(seeker.record.id)).toEqual(pairs);
  });

  it('redoes a refresh that threw midway when the bus delivers the event again, completing its pairs', async () => {
    const skill = uniqueSkill();
    const seekers = [
      await matchingCandidate({ skills: [skill] }),
      await matchingCandidate({ skills: [skill] }),
      await matchingCandidate({ skills: [skill] }),
    ];
    const employer = (await employersAndAdmin()).employer;
    const job = await postJob(employer, { skills: [skill] });
    const version = await settledJobVersion(job.id);
    const renamed = jobVersion(job, employer, version + 1, { title: `Renamed ${skill}` });

    // Only the first of the three pair writes goes through: the attempt throws with the pairs half-written.
    const failure = interceptDynamo(isPairPut(job.id), { fails: (nth) => nth > 1 });
    try {
      await expect(deliverJobChanged(renamed)).rejects.toThrow('Injected failure');
    } finally {
      failure.remove();
    }
    const versionsOfPairs = async () =>
      (await Promise.all(seekers.map((seeker) => pairsOfCandidate(seeker.record.id))))
        .flat()
        .map((pair) => pair.jobVersion)
        .sort();
    // The one write that went through may still be on its way when the attempt throws.
    const half = await eventually(versionsOfPairs, (found) => found.includes(version + 1));
    expect(half).toEqual([version, version, version + 1]);
    expect(await jobState(job.id)).toMatchObject({ version: version + 1, done: false });

    // The bus's retry carries the same version: it is redone, not refused as stale.
    await deliverJobChanged(renamed);
    for (const seeker of seekers) {
      const [pair] = await pairsOfCandidate(seeker.record.id);
      expect(pair).toMatchObject({ jobVersion: version + 1, job: { title: `Renamed ${skill}` } });
      expect(pair?.gone).toBeUndefined();
    }
    expect(await jobState(job.id)).toMatchObject({ version: version + 1, done: true });
  });

  it('keeps a pair an older, slower refresh writes out, once a newer version closed the job', async () => {
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill] });
    const employer = (await employersAndAdmin()).employer;
    // Posted with a skill nobody has, so the job has no pair yet.
    const job = await postJob(employer, { skills: [uniqueSkill()] });
    const version = await settledJobVersion(job.id);
    const edited = jobVersion(job, employer, version + 1, { skills: [skill] });
    const paused = jobVersion(job, employer, version + 2, { isActive: false });

    // The edit's refresh is held at its first pair write while the pause's refresh runs to the end.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = interceptDynamo(isPairPut(job.id), { held });
    try {
      const slower = refreshForJob(edited);
      await hold.firstArrival;
      // The pause finds no pair to retire: the edit's write has not landed yet.
      expect(await refreshForJob(paused)).toEqual({ outcome: 'applied', matched: 0, retired: 0 });
      release();
      expect(await slower).toEqual({ outcome: 'superseded' });
    } finally {
      release();
      hold.remove();
    }
    const pairs = await pairsOfCandidate(seeker.record.id);
    expect(pairs.filter((pair) => pair.jobId === job.id && !pair.gone)).toEqual([]);
    expect(await partitionItems(jobSkillPartition(skill))).toEqual([]);
    expect(matchFor((await recommendationsOf(seeker)).matches, job.id)).toBeUndefined();
  });

  it('shows no match of a job whose pause was claimed but whose pairs are not retired yet', async () => {
    const { seeker, employer, job, version } = await matchedPair();
    const paused = jobVersion(job, employer, version + 1, { isActive: false });
    const failure = interceptDynamo(isPairTombstone(job.id), { fails: () => true });
    try {
      await expect(refreshForJob(paused)).rejects.toThrow('Injected failure');
    } finally {
      failure.remove();
    }
    const [pair] = await pairsOfCandidate(seeker.record.id);
    expect(pair?.gone).toBeUndefined();
    expect(matchFor((await recommendationsOf(seeker)).matches, job.id)).toBeUndefined();
    const top = await callApi('/candidates/top-matches', { headers: seeker.headers });
    expect(matchFor(top.json.data as JobMatch[], job.id)).toBeUndefined();

    expect(await refreshForJob(paused)).toEqual({ outcome: 'applied', matched: 0, retired: 1 });
    expect((await pairsOfCandidate(seeker.record.id))[0]?.gone).toBe(true);
  });

  it('forgets a deleted account: its pairs and postings go', async () => {
    const { seeker, employer, job } = await matchedPair();
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: seeker.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    const pairs = await eventually(
      () => pairsOfCandidate(seeker.record.id),
      (items) => items.length === 0,
    );
    expect(pairs).toEqual([]);
    const stillListed = await eventually(
      () => matchingCandidatesOf(employer, job.id),
      (response) => (response.json.data as PageOf<MatchingCandidate>).totalElements === 0,
    );
    expect((stillListed.json.data as PageOf<MatchingCandidate>).totalElements).toBe(0);
  });
});

describe("the employer's list of matching candidates in one query", () => {
  const entryOf = (page: PageOf<MatchingCandidate>, candidateId: string) =>
    page.content.find((entry) => entry.candidateId === candidateId);

  /** The list as the route reads it, with the DynamoDB requests it sent (the account's read not included). */
  async function listWithRequests(employer: TestEmployer, jobId: string) {
    // As authenticate makes an employer's principal: the membership read with the account.
    const principal = { ...employer.principal, membership: await organisationOf(employer.record.id) };
    let page: PageOf<MatchingCandidate> | undefined;
    const { requests } = await roundTripsOf(async () => {
      page = await matchingCandidates(principal, jobId, { page: 0, size: 20 });
    });
    return { page: page as PageOf<MatchingCandidate>, requests };
  }

  /** A matched pair whose candidate was invited and applied, once the list shows both. */
  async function invitedApplicant() {
    const pair = await matchedPair();
    const { seeker, employer, job } = pair;
    const invited = await callApi(`/jobs/${job.id}/matching-candidates/${seeker.record.id}/invite`, {
      method: 'POST',
      headers: employer.headers,
    });
    expect(invited.status).toBe(200);
    const applied = await callApi('/applications', {
      method: 'POST',
      headers: seeker.headers,
      body: { jobId: job.id },
    });
    expect(applied.status).toBe(201);
    // The applicant's mark follows the application by the bus's delay.
    await eventually(
      () => listWithRequests(employer, job.id),
      ({ page }) => entryOf(page, seeker.record.id)?.hasApplied === true,
    );
    return pair;
  }

  it("reads the pairs, the invitations and the applicants with the job's sheet: one request after the account", async () => {
    const { seeker, employer, job } = await invitedApplicant();
    const { page, requests } = await listWithRequests(employer, job.id);
    expect(requests).toBe(1);
    expect(page.totalElements).toBe(1);
    expect(entryOf(page, seeker.record.id)).toMatchObject({
      hasApplied: true,
      invitedAt: expect.any(String),
    });
    // The sheet, the invitation and the mark sit above the pairs' range, which the refresh reads alone.
    expect((await pairsOfJob(job.id)).map((pair) => pair.candidateId)).toEqual([seeker.record.id]);
    // What the query read is shown only to the job's organisation (and admins).
    const { other, admin } = await employersAndAdmin();
    expect((await matchingCandidatesOf(other, job.id)).status).toBe(404);
    expect((await matchingCandidatesOf(admin, job.id)).status).toBe(200);
  });

  it('reads the job, the invitations and the applicants as before for a job without a sheet, until its next refresh files them', async () => {
    const { seeker, employer, job, version } = await invitedApplicant();
    // As a job refreshed before sheets were kept: no sheet, an invitation without index keys, no mark.
    await deleteItem(jobSheetKey(job.id));
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: inviteKey(job.id, seeker.record.id),
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
      }),
    );
    await deleteItem(appliedKey(seeker.record.id, job.id));

    const before = await listWithRequests(employer, job.id);
    expect(before.requests).toBe(4);
    expect(entryOf(before.page, seeker.record.id)).toMatchObject({
      hasApplied: true,
      invitedAt: expect.any(String),
    });
    const { other } = await employersAndAdmin();
    expect((await matchingCandidatesOf(other, job.id)).status).toBe(404);

    // The job's next refresh writes its sheet, files the invitation and marks the applicant first.
    await keepJobSheet(job.id, version, employer.organisationId);
    const after = await listWithRequests(employer, job.id);
    expect(after.requests).toBe(1);
    expect(entryOf(after.page, seeker.record.id)).toEqual(entryOf(before.page, seeker.record.id));
    expect((await matchingCandidatesOf(other, job.id)).status).toBe(404);
  });

  it('files an invitation written without index keys (by the code of a deploy still running) at its repeat', async () => {
    const { seeker, employer, job } = await invitedApplicant();
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: inviteKey(job.id, seeker.record.id),
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
      }),
    );
    expect(entryOf((await listWithRequests(employer, job.id)).page, seeker.record.id)?.invitedAt).toBeNull();
    const again = await callApi(`/jobs/${job.id}/matching-candidates/${seeker.record.id}/invite`, {
      method: 'POST',
      headers: employer.headers,
    });
    expect(again.status).toBe(409);
    const { page, requests } = await listWithRequests(employer, job.id);
    expect(requests).toBe(1);
    expect(entryOf(page, seeker.record.id)?.invitedAt).toEqual(expect.any(String));
  });

  it("answers 404 to the job's own organisation once its deletion reached the sheet, whatever arrives late", async () => {
    const { employer, job, version } = await matchedPair();
    expect((await matchingCandidatesOf(employer, job.id)).status).toBe(200);
    expect((await callApi(`/jobs/${job.id}`, { method: 'DELETE', headers: employer.headers })).status).toBe(
      200,
    );
    const gone = await eventually(
      () => matchingCandidatesOf(employer, job.id),
      (response) => response.status === 404,
    );
    expect(gone.status).toBe(404);
    // An older version's event delivered late does not bring the job back.
    await keepJobSheet(job.id, version, employer.organisationId);
    expect((await matchingCandidatesOf(employer, job.id)).status).toBe(404);
  });

  it("a deleted account's applied marks go, and an Application Submitted arriving after that leaves none", async () => {
    const { seeker, job } = await matchedPair();
    await markApplied(job.id, seeker.record.id);
    expect(await partitionItems(appliedPartition(seeker.record.id))).toHaveLength(1);
    await forgetCandidate(seeker.record.id);
    expect(await partitionItems(appliedPartition(seeker.record.id))).toEqual([]);
    await markApplied(job.id, seeker.record.id);
    expect(await partitionItems(appliedPartition(seeker.record.id))).toEqual([]);
  });
});

describe("the candidate's reads: sends and pages", () => {
  /** A candidate with three matches (one skill, three jobs), and those matches in the index's order. */
  async function threeMatches() {
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill] });
    const employer = (await employersAndAdmin()).employer;
    const jobs = [
      await postJob(employer, { skills: [skill] }),
      await postJob(employer, { skills: [skill] }),
      await postJob(employer, { skills: [skill] }),
    ];
    const all = await eventually(
      () => recommendationsOf(seeker),
      (page) => page.total === 3 && page.matches.length === 3,
    );
    expect(all.total).toBe(3);
    const versions = await Promise.all(jobs.map((job) => settledJobVersion(job.id)));
    return { seeker, employer, jobs, versions, order: all.matches.map((match) => match.job.id) };
  }

  const bestMatch = (page: number, limit: number) =>
    ({ minMatch: 70, sort: 'best-match', page, limit }) as const;

  it('pages the best matches from one query and one batch, counting them as it goes', async () => {
    const { seeker, order } = await threeMatches();
    for (const [index, jobId] of order.entries()) {
      const page = await recommendationsOf(seeker, { page: String(index + 1), limit: '1' });
      expect(page).toMatchObject({ total: 3, totalCapped: false, pages: 3, page: index + 1, limit: 1 });
      expect(page.matches.map((match) => match.job.id)).toEqual([jobId]);
    }
    expect((await recommendationsOf(seeker, { page: '4', limit: '1' })).matches).toEqual([]);

    // Signed in already (the principal is given): the index query beside the near-misses' query, then the
    // profile, the page's pairs and their jobs' states in one BatchGetItem. The route adds the account's
    // GetItem to that batch.
    const paged = await roundTripsOf(() => recommendedJobs(seeker.principal, bestMatch(2, 1)));
    expect(paged).toEqual({ requests: 3, rounds: 2 });
    const top = await roundTripsOf(() => topMatches(seeker.principal));
    expect(top.requests).toBe(2);
    // No stored match: nothing to check them against.
    const newcomer = await candidate(false);
    let none: unknown;
    const empty = await roundTripsOf(async () => {
      none = await topMatches(newcomer.principal);
    });
    expect(none).toEqual([]);
    expect(empty.requests).toBe(1);
  });

  it('reads the account with the batch it reads anyway: 2 round trips a route, and an ended session gets 401 and nothing else', async () => {
    const { seeker } = await threeMatches();
    const newcomer = await candidate(false);
    const callRoute = async (path: string, authorization: string) => {
      const response = await matchingHandler(
        {
          routeKey: `GET /api/v1${path}`,
          rawPath: `/api/v1${path}`,
          headers: { [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string, authorization },
        } as unknown as APIGatewayProxyEventV2,
        lambdaContext((matchingRoutes[0] as (typeof matchingRoutes)[number]).fn),
      );
      return { status: response.statusCode, json: JSON.parse(String(response.body)) };
    };
    const paths = ['/candidates/recommended-jobs', '/candidates/top-matches', '/candidates/matching-stats'];
    // The recommendations and the figures read the near-misses beside the matches: 3 requests, 2 rounds.
    const requestsOf: Record<string, number> = {
      '/candidates/recommended-jobs': 3,
      '/candidates/top-matches': 2,
      '/candidates/matching-stats': 3,
    };
    for (const path of paths) {
      let answer: { status?: number; json: { data?: unknown } } = { json: {} };
      const trips = await roundTripsOf(async () => {
        answer = await callRoute(path, seeker.headers.authorization);
      });
      expect(answer.status, path).toBe(200);
      expect(trips, path).toEqual({ requests: requestsOf[path], rounds: 2 });
    }
    const top = await callRoute('/candidates/top-matches', seeker.headers.authorization);
    expect(top.json.data).toHaveLength(3);
    // No match stored: the query, then the account alone (the route reads it when the function did not).
    const { requests } = await roundTripsOf(() =>
      callRoute('/candidates/top-matches', newcomer.headers.authorization),
    );
    expect(requests).toBe(2);

    // Signed out everywhere (the account's session version moves on): the token still verifies, the
    // account refuses it, and nothing read for it is answered.
    await endSessionsOf(seeker.record.id);
    for (const path of paths) {
      const refused = await callRoute(path, seeker.headers.authorization);
      expect(refused.status, path).toBe(401);
      expect(refused.json).toEqual({ code: 'UNAUTHORIZED', status: 401, message: expect.any(String) });
    }
  });

  it('leaves a closed job off its own page only, and a pair retired after the index named it off the page', async () => {
    const { seeker, employer, jobs, versions, order } = await threeMatches();
    const [best, second, third] = order;
    const bestIndex = jobs.findIndex((job) => job.id === best);
    const bestJob = jobs[bestIndex] as Job;
    // The best job's pause is claimed but its pair not retired (as while its refresh is still running).
    const failure = interceptDynamo(isPairTombstone(bestJob.id), { fails: () => true });
    try {
      await expect(
        refreshForJob(jobVersion(bestJob, employer, (versions[bestIndex] ?? 0) + 1, { isActive: false })),
      ).rejects.toThrow('Injected failure');
    } finally {
      failure.remove();
    }
    const page = async (number: number) =>
      (await recommendedJobs(seeker.principal, bestMatch(number, 1))).matches.map((match) => match.job.id);
    expect(await page(1)).toEqual([]);
    // The next pages keep their own matches: none is skipped because a closed job came before them.
    expect(await page(2)).toEqual([second]);
    expect(await page(3)).toEqual([third]);

    // The third pair is retired between the index query and the batch that reads it: it is not shown.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = interceptDynamo((request) => request.includes('matchjobstate#'), { held });
    try {
      const reading = recommendedJobs(seeker.principal, bestMatch(3, 1));
      await hold.firstArrival;
      hold.remove();
      expect(
        await retirePair(seeker.record.id, third as string, 'candidate', Number.MAX_SAFE_INTEGER),
      ).toEqual({ wasMatch: true });
      release();
      const answer = await reading;
      expect(answer.total).toBe(3);
      expect(answer.matches).toEqual([]);
    } finally {
      release();
      hold.remove();
    }
  });
});

describe('who may call the matching routes', () => {
  it('keeps employers and admins out of the candidate routes', async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    for (const path of [
      '/candidates/recommended-jobs',
      '/candidates/top-matches',
      '/candidates/matching-stats',
    ]) {
      expect((await callApi(path, { headers: employer.headers })).status).toBe(403);
    }
    const pending = await accountOf('EMPLOYER', 'pending');
    expect((await callApi('/jobs/any/matching-candidates', { headers: pending.headers })).status).toBe(403);
  });
});

describe('demo data', () => {
  it('matches the demo candidate to demo jobs, so Smart Jobs has something on a fresh start', async () => {
    const record = await findUserByEmail('priya@jobmatch.in');
    expect(record).toBeDefined();
    const user = toUser(record as NonNullable<typeof record>);
    const token = await signAccessToken({
      userId: user.id,
      role: user.role,
      sessionVersion: record?.sessionVersion ?? 0,
    });
    const headers = { authorization: `Bearer ${token}` };
    const page = await eventually(
      () => recommendationsOf({ headers } as TestAccount),
      (result) => result.total > 0,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.matches[0]?.matchPercentage).toBeGreaterThanOrEqual(70);
  });
});
