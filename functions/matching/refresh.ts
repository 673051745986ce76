import { MATCHING } from '../../shared/constants';
import { byRankDescending, entersStoredMatches, keepBest, type Rankable } from '../../shared/matching/cap';
import { isNearMissPair } from '../../shared/matching/near-miss';
import { isJobOpen, isRecommendable, type MatchScore, scoreMatch } from '../../shared/matching/scorer';
import type { CandidateMatchingChangedDetail, JobChangedDetail } from '../model/events';
import { candidateStateKey, FORGOTTEN_VERSION, jobStateKey } from '../model/match-keys';
import { forgetApplied } from './applied';
import { addHeld, forgetHeld, readHeld, resetHeld, trimToCap } from './candidate-cap';
import { keepJobSheet } from './job-sheet';
import {
  CANDIDATE_LAYOUT,
  candidateIndexItems,
  candidatesFor,
  type FoundJob,
  JOB_LAYOUT,
  jobEntriesOf,
  jobIndexItems,
  jobMatchData,
  jobsFor,
  type PostingLayout,
  postingKeys,
  refilePostings,
  unfilePostings,
} from './postings';
import { claimSide, finishedVersions, finishSide, readStates, type SideState } from './side-state';
import {
  type CandidateEntry,
  deletePairsOf,
  eachLimited,
  type ItemKey,
  type JobEntry,
  type JobRef,
  jobRefOf,
  type ListedPair,
  listedPairsOfCandidate,
  nearMissesOfJob,
  type PairKind,
  type PairVersions,
  pairDigest,
  pairsOfJob,
  putPair,
  retirePair,
  undoPair,
} from './store';

/*
 * Keeps the stored matches equal to what the scorer says of the current jobs and candidates (ADR 0013).
 * A refresh of one side's version:
 *  1. claims the side's state for its version (an older event, or a duplicate of a finished one, stops
 *     here; a redelivery of a version whose refresh threw midway redoes it);
 *  2. files its own postings, then reads the other side's: of two changes made at the same moment, at
 *     least one refresh therefore sees both, and its pair writes carry both newest versions and win;
 *  3. retires the pairs that no longer match and writes those that do (a candidate's refresh leaves alone
 *     the pairs already stored as it would write them: alreadyStored);
 *  4. checks its writes against the states: if a newer version of either side was claimed meanwhile, that
 *     refresh may have looked before the write landed, so the write is taken back (it would otherwise
 *     bring back a pair the newer version retired);
 *  5. marks the state done. Every write is conditional on versions, so redoing any step changes nothing.
 * A candidate keeps only their best MATCHING.storedMatchesCap matches (ADR 0040): their own refresh writes
 * the best and retires the rest; a job's refresh lets a match in only where it ranks among them, counts it
 * and pushes the candidate's worst out when they go over (candidate-cap.ts).
 */

export { candidateIndexItems, jobIndexItems, jobMatchData } from './postings';

export type RefreshOutcome =
  | { outcome: 'stale' }
  | { outcome: 'superseded' }
  | { outcome: 'applied'; matched: number; retired: number };

type Side = 'job' | 'candidate';

interface Pairing {
  candidate: CandidateEntry;
  job: JobRef;
  score: MatchScore;
}

type Kept = Pairing & { kind: PairKind };

/** What a scored pair is stored as (a match, or a salary near-miss shown apart), or null: not stored. */
function kindOf({ candidate, job, score }: Pairing, now: Date): PairKind | null {
  if (isRecommendable(score)) return 'match';
  const ranges = {
    candidate: candidate.data,
    job: { salaryMin: job.data.salaryMin, salaryMax: job.salaryMax, currency: job.data.currency },
  };
  return isNearMissPair(score, isJobOpen(job.data, now), ranges) ? 'near-miss' : null;
}

/** How many matches a candidate keeps; the bench passes Infinity to time the refresh as it was before. */
export interface RefreshOptions {
  cap?: number;
}

interface SideRefresh {
  side: Side;
  cap: number;
  id: string;
  version: number;
  /** The side's state and posting items for this version (withdrawn: none). */
  filed: { state: SideState; items: Record<string, unknown>[] };
  /** The side scored against every entry of the other side it may match (none when withdrawn). */
  scored: () => Promise<Pairing[]>;
  /** The whole entries of the scored jobs whose pairs are written (left out: changed since scoring). */
  entries: (jobs: JobRef[]) => Promise<Map<string, JobEntry>>;
}

const SIDES: Record<
  Side,
  {
    layout: PostingLayout;
    stateKey: (id: string) => ItemKey;
    livePairs: (id: string) => Promise<ListedPair[]>;
    /** The other side of a pair: its id, its state's key, and the version the pair was scored from. */
    partner: (pair: PairVersions) => { id: string; key: ItemKey; version: number };
  }
> = {
  job: {
    layout: JOB_LAYOUT,
    stateKey: jobStateKey,
    // Its matches and its near-misses: two index partitions, so that the employer's list reads only matches.
    livePairs: async (id) => (await Promise.all([pairsOfJob(id), nearMissesOfJob(id)])).flat(),
    partner: (pair) => ({
      id: pair.candidateId,
      key: candidateStateKey(pair.candidateId),
      version: pair.candidateVersion,
    }),
  },
  candidate: {
    layout: CANDIDATE_LAYOUT,
    stateKey: candidateStateKey,
    livePairs: listedPairsOfCandidate,
    partner: (pair) => ({ id: pair.jobId, key: jobStateKey(pair.jobId), version: pair.jobVersion }),
  },
};

const ownVersion = (side: Side, pair: PairVersions) =>
  side === 'job' ? pair.jobVersion : pair.candidateVersion;

const rankOf = ({ job, score }: Pairing): Rankable => ({
  matchPercentage: score.matchPercentage,
  postedAt: job.postedAt,
  jobId: job.jobId,
});

/**
 * The candidate's side of the cap: of their matches, the best are kept and the rest not stored (retired
 * when stored before). Their salary near-misses are kept to the best as many too, so that the refresh's
 * writes stay bounded; a job's refresh adds near-misses without counting them (ADR 0040).
 */
function keepBestMatches(next: Map<string, Kept>, cap: number): void {
  for (const kind of ['match', 'near-miss'] as const) {
    const ranked = [...next.entries()]
      .filter(([, pairing]) => pairing.kind === kind)
      .map(([id, pairing]) => ({ id, ...rankOf(pairing) }));
    for (const pair of keepBest(ranked, cap).dropped) next.delete(pair.id);
  }
}

/** What the candidate's cap item says after their refresh: the matches kept, and the worst of them when full. */
function heldAfter(next: Map<string, Kept>, cap: number) {
  const kept = [...next.values()]
    .filter((pairing) => pairing.kind === 'match')
    .map(rankOf)
    .sort(byRankDescending);
  return { kept: kept.length, floor: kept.length >= cap ? (kept.at(-1) ?? null) : null };
}

/**
 * The versions of the scored jobs whose refresh has finished, read before the candidate's pairs are listed
 * (alreadyStored says why).
 */
const finishedJobs = (next: Map<string, Kept>) =>
  finishedVersions([...next.values()].map((pairing) => jobStateKey(pairing.job.jobId)));

/**
 * The candidate's pairs stored already as this refresh would write them: scored from the job version it
 * read, showing the same (pairDigest), and that version's refresh finished. Its writes skip them, so a
 * profile change rewrites only the matches it changed. A skipped pair keeps the candidate's older version;
 * that is safe only once the job's refresh of that version has checked its writes (a refresh still running
 * may take back a pair it wrote from the candidate's older data, finding the candidate moved on). So the
 * jobs' states are read after this refresh filed the candidate's postings and read the jobs', and before it
 * lists the pairs: a refresh finished then has taken back all it will, and the listing shows it; a job whose
 * refresh had not finished is written as before. Any later version of the job claims after that read, and
 * so reads the candidate's new postings.
 */
function alreadyStored(
  next: Map<string, Kept>,
  live: ListedPair[],
  finished: Map<string, number>,
): Set<string> {
  return new Set(
    live
      .filter((pair) => {
        const pairing = next.get(pair.jobId);
        return (
          pairing !== undefined &&
          pair.jobVersion === pairing.job.version &&
          finished.get(jobStateKey(pair.jobId).pk) === pair.jobVersion &&
          pair.digest === pairDigest(pairing.score, pairing.kind, pairing.candidate.card)
        );
      })
      .map((pair) => pair.jobId),
  );
}

/**
 * The job's side of the cap: a new match goes only to a candidate who holds fewer than the cap, or whose
 * floor it ranks above; a candidate who holds this job's match already keeps it (rescored, it is still
 * theirs until their next refresh weighs it against the rest).
 */
async function admitNewMatches(next: Map<string, Kept>, live: ListedPair[], cap: number): Promise<void> {
  const holding = new Set(live.filter((pair) => !pair.nearMiss).map((pair) => pair.candidateId));
  const newcomers = [...next.entries()].filter(
    ([id, pairing]) => pairing.kind === 'match' && !holding.has(id),
  );
  const held = await readHeld(newcomers.map(([id]) => id));
  for (const [id, pairing] of newcomers) {
    const candidate = held.get(id) ?? { count: 0, floor: null };
    if (!entersStoredMatches(rankOf(pairing), candidate, cap)) next.delete(id);
  }
}

const versionsOf = ({ candidate, job }: Pairing): PairVersions => ({
  candidateId: candidate.candidateId,
  jobId: job.jobId,
  candidateVersion: candidate.version,
  jobVersion: job.version,
});

async function refresh(run: SideRefresh, now: Date): Promise<RefreshOutcome> {
  const { layout, stateKey, livePairs, partner } = SIDES[run.side];
  const key = stateKey(run.id);
  const claim = await claimSide(key, run.filed.state, (state) => postingKeys(state, layout));
  if (!claim) return { outcome: 'stale' };
  await refilePostings(run.version, run.filed.items, claim.leftovers, layout);

  const next = new Map<string, Kept>();
  for (const pairing of await run.scored()) {
    const kind = kindOf(pairing, now);
    if (kind) next.set(partner(versionsOf(pairing)).id, { ...pairing, kind });
  }
  const capped = Number.isFinite(run.cap);
  const ownCap = capped && run.side === 'candidate';
  if (ownCap) keepBestMatches(next, run.cap);
  // A candidate's refresh writes only the pairs it changes (issue 36; a job's writes all it scored).
  const finished = run.side === 'candidate' ? await finishedJobs(next) : null;
  const live = await livePairs(run.id);
  // A job's refresh keeps each candidate's count of matches as it adds and removes them.
  const counting = capped && run.side === 'job';
  if (counting) await admitNewMatches(next, live, run.cap);
  const unchanged = finished ? alreadyStored(next, live, finished) : new Set<string>();
  const changed = [...next.entries()].filter(([id]) => !unchanged.has(id));
  // A job whose posting changed since it was scored is left to its own refresh (jobEntriesOf).
  const entries = await run.entries(changed.map(([, pairing]) => pairing.job));
  for (const [id, pairing] of changed) if (!entries.has(pairing.job.jobId)) next.delete(id);
  const pushedOut = new Set<string>();

  const stale = live.filter((pair) => !next.has(partner(pair).id));
  await eachLimited(stale, async (pair) => {
    const done = await retirePair(pair.candidateId, pair.jobId, run.side, run.version);
    if (counting && done?.wasMatch) await addHeld(pair.candidateId, -1);
  });
  const written: PairVersions[] = [];
  await eachLimited(changed, async ([, pairing]) => {
    const job = entries.get(pairing.job.jobId);
    if (!job) return;
    const done = await putPair(pairing.candidate, job, pairing.score, now, pairing.kind);
    if (!done) return;
    written.push(versionsOf(pairing));
    if (!counting || done.wasMatch === (pairing.kind === 'match')) return;
    const id = pairing.candidate.candidateId;
    const count = await addHeld(id, done.wasMatch ? -1 : 1);
    if (count > run.cap && (await trimToCap(id, rankOf(pairing), run.cap))) pushedOut.add(id);
  });
  // A retirement spares pairs of this very version: a redo checks those an earlier attempt wrote as its own.
  const unretired = stale.filter((pair) => ownVersion(run.side, pair) === run.version);
  const checked = [...written, ...unretired];

  const states = await readStates([key, ...checked.map((pair) => partner(pair).key)], true);
  if ((states.get(key.pk)?.version ?? run.version) > run.version) {
    await unfilePostings(run.version, run.filed.items, layout);
    await eachLimited(written, async (pair) => {
      const done = await undoPair(pair);
      if (counting && done?.wasMatch) await addHeld(pair.candidateId, -1);
    });
    return { outcome: 'superseded' };
  }
  const overtaken = (pair: PairVersions) => {
    const other = partner(pair);
    return (states.get(other.key.pk)?.version ?? other.version) > other.version;
  };
  let undone = 0;
  await eachLimited(checked.filter(overtaken), async (pair) => {
    const done = await undoPair(pair);
    if (done?.wasMatch) {
      undone++;
      if (counting) await addHeld(pair.candidateId, -1);
    }
  });
  if (ownCap) {
    const held = heldAfter(next, run.cap);
    await resetHeld(run.id, held.kept - undone, held.floor);
  }
  await finishSide(key, run.version);
  const notKept = written.filter((pair) => overtaken(pair) || pushedOut.has(pair.candidateId)).length;
  return { outcome: 'applied', matched: next.size - notKept, retired: stale.length };
}

/** A side that no longer takes part: no postings, and a state that still refuses older events. */
const withdrawn = (version: number) => ({
  state: { version, postingSk: '', skills: [], listedWithoutSkills: false },
  items: [],
});

/**
 * Applies a Job Changed event: the job's sheet (whose job it is, for its employer's list), the job's
 * postings, then its pairs with every candidate it may match.
 */
export async function refreshForJob(
  detail: JobChangedDetail,
  now = new Date(),
  { cap = MATCHING.storedMatchesCap }: RefreshOptions = {},
): Promise<RefreshOutcome> {
  const job = detail.job;
  await keepJobSheet(detail.jobId, detail.version, job?.organisationId ?? null);
  const data = job ? jobMatchData(job) : null;
  const entry: JobEntry | null =
    job && data && isJobOpen(data, now)
      ? {
          jobId: detail.jobId,
          version: detail.version,
          data,
          summary: summaryOf(job),
          organisationId: job.organisationId,
        }
      : null;
  return refresh(
    {
      side: 'job',
      cap,
      id: detail.jobId,
      version: detail.version,
      filed: entry ? jobIndexItems(entry) : withdrawn(detail.version),
      scored: async () =>
        entry
          ? [...(await candidatesFor(entry.data)).values()].map((candidate) => ({
              candidate,
              job: jobRefOf(entry),
              score: scoreMatch(candidate.data, entry.data, now),
            }))
          : [],
      entries: async () => new Map(entry ? [[entry.jobId, entry]] : []),
    },
    now,
  );
}

/** Applies a Candidate Matching Changed event: their postings, then their pairs with every job they may match. */
export function refreshForCandidate(
  detail: CandidateMatchingChangedDetail,
  now = new Date(),
  { cap = MATCHING.storedMatchesCap }: RefreshOptions = {},
): Promise<RefreshOutcome> {
  const entry: CandidateEntry | null = detail.matching
    ? { candidateId: detail.candidateId, version: detail.version, ...detail.matching }
    : null;
  let found = new Map<string, FoundJob>();
  return refresh(
    {
      side: 'candidate',
      cap,
      id: detail.candidateId,
      version: detail.version,
      filed: entry ? candidateIndexItems(entry) : withdrawn(detail.version),
      scored: async () => {
        if (!entry) return [];
        found = await jobsFor(entry.data);
        return [...found.values()].map((job) => ({
          candidate: entry,
          job,
          score: scoreMatch(entry.data, job.data, now),
        }));
      },
      entries: (jobs) => jobEntriesOf(jobs.flatMap((job) => found.get(job.jobId) ?? [])),
    },
    now,
  );
}

/**
 * A deleted account leaves matching for good: its postings, every pair and its applied marks go, and no
 * older event returns them.
 */
export async function forgetCandidate(candidateId: string): Promise<void> {
  await refreshForCandidate({ candidateId, version: FORGOTTEN_VERSION, matching: null });
  await deletePairsOf(candidateId);
  await forgetHeld(candidateId);
  await forgetApplied(candidateId);
}

/** The fields a match card shows, and nothing else the event may carry. */
function summaryOf(job: NonNullable<JobChangedDetail['job']>) {
  const { isActive: _isActive, organisationId: _organisationId, ...summary } = job;
  return summary;
}
