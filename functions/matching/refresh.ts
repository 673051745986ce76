import {
  type CandidateMatchData,
  isJobOpen,
  isRecommendable,
  type JobMatchData,
  type MatchScore,
  scoreMatch,
  skillsOverlap,
} from '../../shared/matching/scorer';
import type { JobChangedDetail } from '../jobs/events';
import type { CandidateMatchingChangedDetail } from '../profile/events';
import {
  ALL_CANDIDATES,
  CANDIDATE_VOCABULARY,
  candidateSkillPartition,
  candidateStateKey,
  JOB_VOCABULARY,
  JOBS_WITHOUT_SKILLS,
  jobSkillPartition,
  jobStateKey,
} from './keys';
import {
  batchWrite,
  type CandidateEntry,
  claimState,
  deletePairsOf,
  eachLimited,
  type JobEntry,
  pairsOfCandidate,
  pairsOfJob,
  partitionItems,
  putPair,
  queryAll,
  retirePair,
  skillKeys,
} from './store';

/*
 * Keeps the stored matches equal to what the scorer says of the current jobs and candidates. Each side
 * first claims its state for the event's version (older or repeated events stop there), then writes its
 * own postings, and only then reads the other side's: of two changes made at the same moment, at least
 * one refresh therefore sees both, and its pair writes carry both newest versions and win (store.ts).
 */

interface SideState {
  version: number;
  /** The sort key of the side's postings: its years, then its id (see postingSortKey). */
  postingSk: string;
  /** The skill keys the side's postings are filed under. */
  skills: string[];
  /** Whether the side has an entry in the "no skills" or "all candidates" partition. */
  listedWithoutSkills: boolean;
}

export type RefreshOutcome = { outcome: 'stale' } | { outcome: 'applied'; matched: number; retired: number };

/** What the scorer reads of a job from the event's summary. */
export function jobMatchData(job: NonNullable<JobChangedDetail['job']>): JobMatchData {
  return {
    skills: job.skills,
    experienceMin: job.experienceMin,
    location: job.location,
    isRemote: job.isRemote,
    jobType: job.jobType,
    salaryMin: job.salaryMin ?? null,
    currency: job.currency,
    isActive: job.isActive,
    expiresAt: job.expiresAt ?? null,
  };
}

/**
 * Postings sort by years of experience, so the experience filter (the candidate's years at least the job's
 * minimum) is a key condition: a job reads only candidates with enough years, a candidate only jobs that
 * ask for no more than they have.
 */
const yearsKey = (years: number) => String(Math.max(0, Math.min(99, Math.floor(years)))).padStart(2, '0');
const postingSortKey = (years: number, id: string) => `${yearsKey(years)}#${id}`;

interface PostingLayout {
  skillPartition: (skill: string) => string;
  vocabulary: string;
  withoutSkills: string;
}
const JOB_LAYOUT: PostingLayout = {
  skillPartition: jobSkillPartition,
  vocabulary: JOB_VOCABULARY,
  withoutSkills: JOBS_WITHOUT_SKILLS,
};
const CANDIDATE_LAYOUT: PostingLayout = {
  skillPartition: candidateSkillPartition,
  vocabulary: CANDIDATE_VOCABULARY,
  withoutSkills: ALL_CANDIDATES,
};

/** The items a side's entry is filed under: one posting per skill, its vocabulary words, the no-skills list. */
function postingItems(state: SideState, entry: Record<string, unknown>, layout: PostingLayout) {
  const items: Record<string, unknown>[] = [];
  for (const skill of state.skills) {
    items.push({ pk: layout.skillPartition(skill), sk: state.postingSk, ...entry });
    items.push({ pk: layout.vocabulary, sk: skill });
  }
  if (state.listedWithoutSkills) items.push({ pk: layout.withoutSkills, sk: state.postingSk, ...entry });
  return items;
}

/** The state and posting items of an open job, as the refresh writes them (the bench loads these in bulk). */
export function jobIndexItems(entry: JobEntry): { state: SideState; items: Record<string, unknown>[] } {
  const skills = skillKeys(entry.data.skills);
  const state = {
    version: entry.version,
    postingSk: postingSortKey(entry.data.experienceMin, entry.jobId),
    skills,
    listedWithoutSkills: skills.length === 0,
  };
  return { state, items: postingItems(state, jobPosting(entry), JOB_LAYOUT) };
}

/**
 * What a job's postings carry: its summary, from which the scorer's data follows (every posted job is
 * open), so a posting holds the job once and not twice.
 */
type JobPosting = Omit<JobEntry, 'data'>;
const jobPosting = ({ data: _data, ...posting }: JobEntry): Record<string, unknown> => ({ ...posting });
const fromPosting = (posting: JobPosting): JobEntry => ({
  ...posting,
  data: jobMatchData({ ...posting.summary, isActive: true, organisationId: posting.organisationId }),
});

/** The state and posting items of a taking-part candidate, as the refresh writes them. */
export function candidateIndexItems(entry: CandidateEntry): {
  state: SideState;
  items: Record<string, unknown>[];
} {
  const state = {
    version: entry.version,
    postingSk: postingSortKey(entry.data.experienceYears, entry.candidateId),
    skills: skillKeys(entry.data.skills),
    listedWithoutSkills: true,
  };
  return { state, items: postingItems(state, entry as unknown as Record<string, unknown>, CANDIDATE_LAYOUT) };
}

/**
 * Puts a side's postings and removes the ones it no longer has: of skills it dropped, and all of the old
 * ones when its years (part of the sort key) changed.
 */
async function refilePostings(
  previous: SideState | undefined,
  next: SideState,
  items: Record<string, unknown>[],
  layout: PostingLayout,
) {
  const deletes: { pk: string; sk: string }[] = [];
  if (previous?.postingSk) {
    const moved = previous.postingSk !== next.postingSk;
    for (const skill of previous.skills) {
      if (moved || !next.skills.includes(skill))
        deletes.push({ pk: layout.skillPartition(skill), sk: previous.postingSk });
    }
    if (previous.listedWithoutSkills && (moved || !next.listedWithoutSkills)) {
      deletes.push({ pk: layout.withoutSkills, sk: previous.postingSk });
    }
  }
  await batchWrite(items, deletes);
}

/** The skill keys in use on the other side that overlap any of `skills` (the substring rule, both ways). */
async function overlappingVocabulary(vocabulary: string, skills: string[]): Promise<string[]> {
  const inUse = await partitionItems<{ sk: string }>(vocabulary);
  return inUse.map((item) => item.sk).filter((word) => skills.some((skill) => skillsOverlap(word, skill)));
}

/** Entries of several posting partitions within a range of years, one per id, the newest version of each. */
async function entriesOf<E extends { version: number }>(
  partitions: string[],
  years: { from: string } | { below: string },
  idOf: (entry: E) => string,
): Promise<Map<string, E>> {
  const found = new Map<string, E>();
  const lists: E[][] = [];
  const range = 'from' in years ? 'sk >= :bound' : 'sk < :bound';
  const bound = 'from' in years ? years.from : years.below;
  await eachLimited(partitions, async (pk) => {
    lists.push(
      await queryAll<E>({
        KeyConditionExpression: `pk = :pk AND ${range}`,
        ExpressionAttributeValues: { ':pk': pk, ':bound': bound },
        ConsistentRead: true,
      }),
    );
  });
  for (const entry of lists.flat()) {
    const known = found.get(idOf(entry));
    if (!known || known.version < entry.version) found.set(idOf(entry), entry);
  }
  return found;
}

/**
 * Candidates who can be recommended this job: with at least its minimum years, and sharing a skill (or
 * all of them, when the job lists none).
 */
async function candidatesFor(job: JobMatchData): Promise<Map<string, CandidateEntry>> {
  const partitions =
    job.skills.length === 0
      ? [ALL_CANDIDATES]
      : (await overlappingVocabulary(CANDIDATE_VOCABULARY, job.skills)).map(candidateSkillPartition);
  return entriesOf<CandidateEntry>(
    partitions,
    { from: yearsKey(job.experienceMin) },
    (entry) => entry.candidateId,
  );
}

/** Open jobs that can be recommended to this candidate: asking no more years, sharing a skill or listing none. */
async function jobsFor(candidate: CandidateMatchData): Promise<Map<string, JobEntry>> {
  const partitions = [
    JOBS_WITHOUT_SKILLS,
    ...(await overlappingVocabulary(JOB_VOCABULARY, candidate.skills)).map(jobSkillPartition),
  ];
  const postings = await entriesOf<JobPosting>(
    partitions,
    { below: yearsKey(candidate.experienceYears + 1) },
    (entry) => entry.jobId,
  );
  return new Map([...postings].map(([id, posting]) => [id, fromPosting(posting)]));
}

/** A side that no longer takes part: no postings, and a state that still refuses older events. */
const withdrawn = (version: number): SideState => ({
  version,
  postingSk: '',
  skills: [],
  listedWithoutSkills: false,
});

/** Applies a Job Changed event: the job's postings, then its pairs with every candidate it may match. */
export async function refreshForJob(detail: JobChangedDetail, now = new Date()): Promise<RefreshOutcome> {
  const job = detail.job;
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
  const filed = entry ? jobIndexItems(entry) : { state: withdrawn(detail.version), items: [] };
  const claim = await claimState(jobStateKey(detail.jobId), filed.state);
  if (!claim) return { outcome: 'stale' };
  await refilePostings(claim.previous, filed.state, filed.items, JOB_LAYOUT);

  const next = new Map<string, { candidate: CandidateEntry; score: MatchScore }>();
  if (entry) {
    for (const candidate of (await candidatesFor(entry.data)).values()) {
      const score = scoreMatch(candidate.data, entry.data, now);
      if (isRecommendable(score)) next.set(candidate.candidateId, { candidate, score });
    }
  }
  const stale = (await pairsOfJob(detail.jobId)).filter((pair) => !next.has(pair.candidateId));
  await eachLimited(stale, async (pair) => {
    await retirePair(pair.candidateId, detail.jobId, 'job', detail.version);
  });
  if (entry) {
    await eachLimited([...next.values()], async ({ candidate, score }) => {
      await putPair(candidate, entry, score, now);
    });
  }
  return { outcome: 'applied', matched: next.size, retired: stale.length };
}

/** Applies a Candidate Matching Changed event: their postings, then their pairs with every job they may match. */
export async function refreshForCandidate(
  detail: CandidateMatchingChangedDetail,
  now = new Date(),
): Promise<RefreshOutcome> {
  const entry: CandidateEntry | null = detail.matching
    ? { candidateId: detail.candidateId, version: detail.version, ...detail.matching }
    : null;
  const filed = entry ? candidateIndexItems(entry) : { state: withdrawn(detail.version), items: [] };
  const claim = await claimState(candidateStateKey(detail.candidateId), filed.state);
  if (!claim) return { outcome: 'stale' };
  await refilePostings(claim.previous, filed.state, filed.items, CANDIDATE_LAYOUT);

  const next = new Map<string, { job: JobEntry; score: MatchScore }>();
  if (entry) {
    for (const job of (await jobsFor(entry.data)).values()) {
      const score = scoreMatch(entry.data, job.data, now);
      if (isRecommendable(score)) next.set(job.jobId, { job, score });
    }
  }
  const stale = (await pairsOfCandidate(detail.candidateId)).filter(
    (pair) => !pair.gone && !next.has(pair.jobId),
  );
  await eachLimited(stale, async (pair) => {
    await retirePair(detail.candidateId, pair.jobId, 'candidate', detail.version);
  });
  if (entry) {
    await eachLimited([...next.values()], async ({ job, score }) => {
      await putPair(entry, job, score, now);
    });
  }
  return { outcome: 'applied', matched: next.size, retired: stale.length };
}

/** A deleted account leaves matching for good: its postings and every pair go, and no older event returns them. */
export async function forgetCandidate(candidateId: string): Promise<void> {
  await refreshForCandidate({ candidateId, version: Number.MAX_SAFE_INTEGER, matching: null });
  await deletePairsOf(candidateId);
}

/** The fields a match card shows, and nothing else the event may carry. */
function summaryOf(job: NonNullable<JobChangedDetail['job']>) {
  const { isActive: _isActive, organisationId: _organisationId, ...summary } = job;
  return summary;
}
