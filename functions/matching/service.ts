import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MATCHING } from '../../shared/constants';
import type { JobSummary } from '../../shared/jobs/types';
import { isAtCap } from '../../shared/matching/cap';
import { nearMissReason } from '../../shared/matching/near-miss';
import { MATCH_ORDERS } from '../../shared/matching/order';
import type { RecommendedJobsQuery } from '../../shared/matching/schemas';
import { scoreMatch } from '../../shared/matching/scorer';
import type { JobMatch, MatchingStats, NearMiss, RecommendedJobs } from '../../shared/matching/types';
import { COMPLETION_MESSAGES } from '../../shared/profile/completion';
import { ALL_FACET, facetCounter } from '../model/job-postings';
import { findJob, toJob } from '../model/job-reads';
import {
  byCandidatePartition,
  jobStateKey,
  nearMissesOfCandidatePartition,
  pairKey,
  scoreKey,
} from '../model/match-keys';
import type { PairItem } from '../model/match-pairs';
import { type MatchingProfile, matchingProfileOf, profileKeyOf } from '../model/matching-profile';
import type { DeferredSession } from '../platform/auth/deferred-session';
import type { Principal } from '../platform/auth/principal';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { getItemsTogether } from '../platform/db';
import { DomainError, NotFoundError } from '../platform/errors';
import { jobMatchData } from './postings';
import { type SideState, takesPart } from './side-state';

/** The candidate's side of matching: recommendations, top matches, one job's match and the figures. */

export const MATCHING_MESSAGES = {
  jobNotFound: 'This job was not found or is no longer open.',
  matchingDisabled: 'Job matching is turned off. Turn it on to see jobs matched to your profile.',
} as const;

export class MatchingDataMissingError extends DomainError {
  constructor() {
    super(400, 'MATCHING_DATA_MISSING', COMPLETION_MESSAGES.matchingIncomplete);
  }
}

export class MatchingDisabledError extends DomainError {
  constructor() {
    super(409, 'MATCHING_DISABLED', MATCHING_MESSAGES.matchingDisabled);
  }
}

function requireTakingPart(
  profile: MatchingProfile,
): MatchingProfile & { matching: NonNullable<MatchingProfile['matching']> } {
  if (profile.status === 'incomplete') throw new MatchingDataMissingError();
  if (profile.status === 'disabled' || !profile.matching) throw new MatchingDisabledError();
  return profile as MatchingProfile & { matching: NonNullable<MatchingProfile['matching']> };
}

const isOpenAt = (pair: PairItem, now: Date) => !pair.expiresAt || Date.parse(pair.expiresAt) > now.getTime();

/** A stored pair as the API answers it. */
function toJobMatch(pair: PairItem): JobMatch {
  const match = pair.match as NonNullable<PairItem['match']>;
  return {
    id: `${pair.candidateId}:${pair.jobId}`,
    job: pair.job as NonNullable<PairItem['job']>,
    matchPercentage: match.matchPercentage,
    matchExplanation: match.matchExplanation,
    matchReasons: match.matchReasons,
    salaryMatches: match.salaryMatches,
    experienceMatches: match.experienceMatches,
    locationMatch: match.locationMatch,
    skillsMatch: match.skillsMatch,
    eligible: true,
    createdAt: pair.computedAt ?? new Date(0).toISOString(),
  };
}

/**
 * The key condition and expiry filter of a candidate's stored pairs at or above `minimum`, best first: their
 * matches, or (in `partition`) their salary near-misses.
 */
function matchesQuery(candidateId: string, minimum: number, now: Date, partition = byCandidatePartition) {
  return {
    TableName: config.tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
    // A job that expired since it was scored is left out here (no event marks an expiry).
    FilterExpression:
      'attribute_not_exists(expiresAt) OR attribute_type(expiresAt, :null) OR expiresAt > :now',
    ExpressionAttributeValues: {
      ':pk': partition(candidateId),
      ':from': scoreKey(minimum),
      ':null': 'NULL',
      ':now': now.toISOString(),
    },
    ScanIndexForward: false,
    // What a match card shows; the candidate's own card on each pair is for the employer's list.
    ProjectionExpression: 'candidateId, jobId, #match, #job, expiresAt, computedAt',
    ExpressionAttributeNames: { '#match': 'match', '#job': 'job' },
  };
}

/**
 * The candidate's stored matches at or above `minimum`, best first, as the score index holds them: one
 * query, stopping after `limit` when one is given. Which of them may be shown is decided after, by the
 * profile and the jobs' matching states (profileAndClosedJobs), read together.
 */
async function readStoredMatches(
  candidateId: string,
  minimum: number,
  now: Date,
  limit?: number,
): Promise<JobMatch[]> {
  return (await readStoredPairs(candidateId, minimum, now, limit)).map(toJobMatch);
}

async function readStoredPairs(
  candidateId: string,
  minimum: number,
  now: Date,
  limit?: number,
  partition = byCandidatePartition,
): Promise<PairItem[]> {
  const found: PairItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        ...matchesQuery(candidateId, minimum, now, partition),
        ExclusiveStartKey: start,
        Limit: limit,
      }),
    );
    found.push(...((page.Items ?? []) as PairItem[]));
    start = page.LastEvaluatedKey;
  } while (start && (!limit || found.length < limit));
  return limit ? found.slice(0, limit) : found;
}

/**
 * The candidate's stored salary near-misses at or above `minimum`, best first, up to the cap: read beside
 * the matches (the same round), shown only once the profile and their jobs' states are read with the
 * matches' (nearMissesShown).
 */
const readNearMisses = (candidateId: string, minimum: number, now: Date) =>
  readStoredPairs(candidateId, minimum, now, MATCHES_READ_CAP, nearMissesOfCandidatePartition);

/**
 * The stored near-misses as they stand for the profile now: of jobs still open, searched, and each still a
 * near-miss of the current expectation (a refresh after a change of it may be on its way), with its reason.
 */
function nearMissesShown(
  pairs: PairItem[],
  profile: MatchingProfile,
  closed: Set<string>,
  search?: string,
): NearMiss[] {
  const candidate = profile.status === 'taking-part' ? profile.matching?.data : undefined;
  if (!candidate) return [];
  return pairs.flatMap((pair) => {
    const job = pair.job;
    if (!job || pair.gone || closed.has(pair.jobId) || (search && !jobMatchesSearch(job, search))) return [];
    const reason = nearMissReason({ candidate, job });
    return reason ? [{ job, reason }] : [];
  });
}

type StoredItem = Record<string, unknown>;

/**
 * Who asks for their matches: a principal, or a session whose account the first batch here reads with the
 * profile and the jobs' states (platform/auth/deferred-session.ts), so the request needs no read of its own
 * for it: the matches' query, then that batch, 2 round trips (ADR 0017).
 */
export type Caller = Principal | DeferredSession;

const candidateIdOf = (caller: Caller) => ('userId' in caller ? caller.userId : caller.record.id);

/**
 * The candidate's matching profile and, of these jobs (those of the matches read), those matching has since
 * seen paused, closed or deleted, with any other items the caller names: one batch read, as every key is
 * known once the matches are read. A closed job's pairs are retired by its refresh, but the refresh claims
 * the job's state first and retires after (and in AWS a pair written a moment before may reach the job's
 * index late, and so escape the retirement for good): the state is the word that counts.
 */
async function profileAndClosedJobs(
  caller: Caller,
  jobIdsOfMatches: string[],
  others: { pk: string; sk: string }[] = [],
): Promise<{ profile: MatchingProfile; closed: Set<string>; others: (StoredItem | undefined)[] }> {
  const jobIds = [...new Set(jobIdsOfMatches)];
  const session = 'userId' in caller && !caller.principal ? caller : undefined;
  // The matches read up to the cap can take several batches: getItemsTogether sends them side by side.
  const items = await getItemsTogether([
    ...(session ? session.accountKeys : []),
    profileKeyOf(candidateIdOf(caller)),
    ...jobIds.map(jobStateKey),
    ...others,
  ]);
  // The account vouches for the caller before anything read is used (a 401 or 403 otherwise).
  const principal = session ? session.confirm(items) : confirmedPrincipal(caller);
  const [profileItem, ...rest] = items;
  const states = rest.slice(0, jobIds.length) as (SideState | undefined)[];
  return {
    profile: matchingProfileOf(profileItem, principal.record),
    closed: new Set(jobIds.filter((_, index) => isClosed(states[index]))),
    others: rest.slice(jobIds.length),
  };
}

/** The principal of a caller already confirmed. */
function confirmedPrincipal(caller: Caller): Principal {
  const principal = 'userId' in caller ? caller.principal : caller;
  if (!principal) throw new Error('The caller is not confirmed');
  return principal;
}

const jobIdsOf = (matches: JobMatch[]) => matches.map((match) => match.job.id);
const nearMissJobIds = (pairs: PairItem[]) => pairs.map((pair) => pair.jobId);

const isClosed = (state: SideState | undefined) => state !== undefined && !takesPart(state);

const withoutClosedJobs = (matches: JobMatch[], closed: Set<string>) =>
  matches.filter((match) => !closed.has(match.job.id));

/**
 * How far one request reads a candidate's matches: all they hold, as a candidate keeps at most their best
 * 500 (ADR 0040); so every list, count and figure is exact over what is stored. A list at the cap says so
 * ('your top 500 matches'): there may be more jobs that match, not stored.
 */
export const MATCHES_READ_CAP = MATCHING.storedMatchesCap;

/**
 * The candidate's matches at or above `minimum`, best first, up to the cap, each only as its job's id: one
 * query tells both how many there are and which of them a page holds (`capped`: there are more). DynamoDB
 * reads the whole items either way (a COUNT consumes the same capacity), so naming the ids costs a few
 * bytes each and saves the separate query of the page; the page's own items are read by key after it
 * (matchesPage).
 */
async function locateMatches(candidateId: string, minimum: number, now: Date) {
  const jobIds: string[] = [];
  let evaluated = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        ...matchesQuery(candidateId, minimum, now),
        ProjectionExpression: 'jobId',
        ExpressionAttributeNames: undefined,
        Limit: MATCHES_READ_CAP - evaluated,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) jobIds.push(String(item.jobId));
    evaluated += page.ScannedCount ?? 0;
    start = page.LastEvaluatedKey;
  } while (start && evaluated < MATCHES_READ_CAP);
  return { jobIds, capped: isAtCap(evaluated) };
}

/**
 * A pair read by key for a page, as it stands now: the index named it a moment before, so it may have been
 * retired, rescored under the minimum or not be visible yet to this (eventually consistent) read; each of
 * those leaves it off the page, as the index would a moment later.
 */
const stillShown = (pair: PairItem | undefined, minimum: number, now: Date): pair is PairItem =>
  pair !== undefined &&
  !pair.gone &&
  pair.match !== undefined &&
  pair.job !== undefined &&
  !pair.nearMiss &&
  (pair.score ?? 0) >= minimum &&
  isOpenAt(pair, now);

function jobMatchesSearch(job: JobSummary, search: string): boolean {
  const needle = search.toLowerCase();
  return [job.title, job.company.name, job.location, ...job.skills].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The page of stored matches a query asks for, with the count of all it could page through, and the
 * candidate's matching profile: the matches (and their count) first, then the profile and the jobs'
 * states in one batch.
 */
async function matchesPage(
  caller: Caller,
  query: RecommendedJobsQuery,
  now: Date,
): Promise<
  Pick<RecommendedJobs, 'matches' | 'total' | 'totalCapped'> & {
    profile: MatchingProfile;
    nearMisses: NearMiss[];
  }
> {
  const search = query.search?.trim();
  const start = (query.page - 1) * query.limit;
  const candidateId = candidateIdOf(caller);
  // Beside the matches' own first read, so the near-misses' jobs join the one batch after it.
  const nearMissesRead = readNearMisses(candidateId, query.minMatch, now);
  if (query.sort === 'best-match' && !search) {
    // The index's own order: where every match sits (and so their count) from one query, then the page's
    // pairs with the profile and their jobs' states in one batch (1 + 2 x limit keys: two batches side by
    // side only for a page of 50). A closed job not retired yet leaves its own page one short; the next
    // pages keep theirs, as the count (which includes it, as before) pages them.
    const [located, nearRead] = await Promise.all([
      locateMatches(candidateId, query.minMatch, now),
      nearMissesRead,
    ]);
    const onPage = located.jobIds.slice(start, start + query.limit);
    const { profile, closed, others } = await profileAndClosedJobs(
      caller,
      [...onPage, ...nearMissJobIds(nearRead)],
      onPage.map((jobId) => pairKey(candidateId, jobId)),
    );
    return {
      profile,
      nearMisses: nearMissesShown(nearRead, profile, closed),
      matches: (others as (PairItem | undefined)[])
        .filter((pair) => stillShown(pair, query.minMatch, now))
        .filter((pair) => !closed.has(pair.jobId))
        .map(toJobMatch),
      total: located.jobIds.length,
      totalCapped: located.capped,
    };
  }
  // Another order, or a search: among the stored matches, sorted here.
  const [read, nearRead] = await Promise.all([
    readStoredMatches(candidateId, query.minMatch, now, MATCHES_READ_CAP),
    nearMissesRead,
  ]);
  const { profile, closed } = await profileAndClosedJobs(caller, [
    ...jobIdsOf(read),
    ...nearMissJobIds(nearRead),
  ]);
  const best = withoutClosedJobs(read, closed);
  const all = best
    .filter((match) => !search || jobMatchesSearch(match.job, search))
    .sort(MATCH_ORDERS[query.sort]);
  return {
    profile,
    nearMisses: nearMissesShown(nearRead, profile, closed, search),
    matches: all.slice(start, start + query.limit),
    total: all.length,
    totalCapped: isAtCap(read.length),
  };
}

/**
 * GET /candidates/recommended-jobs: the stored matches, searched, sorted and paged. The matches are read
 * before the profile's check (which comes with their jobs' states): a refused request only discards what
 * it read.
 */
export async function recommendedJobs(
  caller: Caller,
  query: RecommendedJobsQuery,
  now = new Date(),
): Promise<RecommendedJobs> {
  const { profile, nearMisses, ...page } = await matchesPage(caller, query, now);
  requireTakingPart(profile);
  return {
    ...page,
    nearMisses: nearMisses.slice(0, MATCHING.nearMissesListed),
    nearMissesTotal: nearMisses.length,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(page.total / query.limit),
  };
}

/** GET /candidates/top-matches: the best three for home; none (not an error) when matching is off. */
export async function topMatches(caller: Caller, now = new Date()): Promise<JobMatch[]> {
  const stored = await readStoredMatches(
    candidateIdOf(caller),
    MATCHING.defaultMinimumMatch,
    now,
    MATCHING.topMatchesOnHome,
  );
  // None stored is none to show, whatever the profile says: nothing more to read (but the account).
  if (stored.length === 0) return [];
  // Matches stored for a candidate who no longer takes part are discarded.
  const { profile, closed } = await profileAndClosedJobs(caller, jobIdsOf(stored));
  return profile.status === 'taking-part' ? withoutClosedJobs(stored, closed) : [];
}

/**
 * The weekly digest's matches (issue 32): the best stored matches of jobs posted since `since`, at most
 * `count`, best first; none when the candidate no longer takes part in matching.
 */
export async function bestNewMatches(
  caller: Caller,
  since: Date,
  count: number,
  now = new Date(),
): Promise<JobMatch[]> {
  const stored = (
    await readStoredMatches(candidateIdOf(caller), MATCHING.defaultMinimumMatch, now, MATCHES_READ_CAP)
  ).filter((match) => Date.parse(match.job.postedAt) >= since.getTime());
  if (stored.length === 0) return [];
  const { profile, closed } = await profileAndClosedJobs(caller, jobIdsOf(stored));
  return profile.status === 'taking-part' ? withoutClosedJobs(stored, closed).slice(0, count) : [];
}

/**
 * GET /candidates/job-match/{jobId}: the stored match, or the scorer's answer on demand when the pair is
 * not stored (below the minimum, failing a strict filter, or not refreshed yet).
 */
export async function jobMatch(principal: Principal, jobId: string, now = new Date()): Promise<JobMatch> {
  // The profile, the stored pair and the job's matching state are three keys: one batch read.
  const [profileItem, pairItem, stateItem] = await getItemsTogether([
    profileKeyOf(principal.record.id),
    pairKey(principal.record.id, jobId),
    jobStateKey(jobId),
  ]);
  const profile = requireTakingPart(matchingProfileOf(profileItem, principal.record));
  const pair = pairItem as PairItem | undefined;
  const closed = stateItem !== undefined && !takesPart(stateItem as unknown as SideState);
  const stored =
    pair &&
    !pair.gone &&
    !pair.nearMiss &&
    pair.candidateVersion >= profile.version &&
    isOpenAt(pair, now) &&
    !closed;
  if (stored) return toJobMatch(pair);

  const item = await findJob(jobId);
  if (!item) throw new NotFoundError(MATCHING_MESSAGES.jobNotFound);
  const job = toJob(item);
  const data = jobMatchData(job);
  const score = scoreMatch(profile.matching.data, data, now);
  const { parts: _parts, ...rest } = score;
  return {
    id: `${principal.record.id}:${jobId}`,
    job,
    ...rest,
    createdAt: now.toISOString(),
  };
}

/**
 * GET /candidates/matching-stats: the spec's figures, from the stored matches and the jobs counter. The
 * stored matches (at most the cap), then the profile, their jobs' states and the counter in one batch; a
 * candidate not taking part has no figures of matches.
 */
export async function matchingStats(caller: Caller, now = new Date()): Promise<MatchingStats> {
  const minimum = MATCHING.defaultMinimumMatch;
  const [read, nearRead] = await Promise.all([
    readStoredMatches(candidateIdOf(caller), minimum, now, MATCHES_READ_CAP),
    readNearMisses(candidateIdOf(caller), minimum, now),
  ]);
  const best = read;
  const {
    profile,
    closed,
    others: [counter],
  } = await profileAndClosedJobs(
    caller,
    [...jobIdsOf(best), ...nearMissJobIds(nearRead)],
    [facetCounter(ALL_FACET)],
  );
  const taking = profile.status === 'taking-part';
  const matches = taking ? withoutClosedJobs(best, closed) : [];
  // As many as the index holds at or above the minimum, as the recommendations count them.
  const count = taking ? { total: best.length, capped: isAtCap(best.length) } : { total: 0, capped: false };
  const skillCounts = new Map<string, number>();
  for (const match of matches) {
    for (const skill of match.skillsMatch.matched) skillCounts.set(skill, (skillCounts.get(skill) ?? 0) + 1);
  }
  const average = matches.length
    ? Math.round(matches.reduce((sum, match) => sum + match.matchPercentage, 0) / matches.length)
    : 0;
  return {
    totalJobs: (counter?.n as number | undefined) ?? 0,
    matchedJobs: count.total,
    matchedJobsCapped: count.capped,
    totalMatches: count.total,
    averageMatchPercentage: average,
    topSkills: [...skillCounts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([skill, count]) => ({ skill, count })),
    matchingEnabled: taking,
    profileCompleteness: profile.profileCompleteness,
    recommendationsCount: count.total,
    nearMissJobs: nearMissesShown(nearRead, profile, closed).length,
    strictFiltersApplied: { salaryFilter: true, experienceFilter: true },
  };
}
