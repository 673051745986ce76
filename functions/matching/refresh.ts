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
function postingItems(id: string, state: SideState, entry: Record<string, unknown>, layout: PostingLayout) {
  const items: Record<string, unknown>[] = [];
  for (const skill of state.skills) {
    items.push({ pk: layout.skillPartition(skill), sk: id, ...entry });
    items.push({ pk: layout.vocabulary, sk: skill });
  }
  if (state.listedWithoutSkills) items.push({ pk: layout.withoutSkills, sk: id, ...entry });
  return items;
}

/** The state and posting items of an open job, as the refresh writes them (the bench loads these in bulk). */
export function jobIndexItems(entry: JobEntry): { state: SideState; items: Record<string, unknown>[] } {
  const skills = skillKeys(entry.data.skills);
  const state = { version: entry.version, skills, listedWithoutSkills: skills.length === 0 };
  return { state, items: postingItems(entry.jobId, state, jobPosting(entry), JOB_LAYOUT) };
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
  const state = { version: entry.version, skills: skillKeys(entry.data.skills), listedWithoutSkills: true };
  return {
    state,
    items: postingItems(
      entry.candidateId,
      state,
      entry as unknown as Record<string, unknown>,
      CANDIDATE_LAYOUT,
    ),
  };
}

/** Puts a side's postings for its skills and removes the ones of skills it no longer has. */
async function refilePostings(
  id: string,
  previous: SideState | undefined,
  next: SideState,
  entry: Record<string, unknown> | null,
  layout: PostingLayout,
) {
  const deletes: { pk: string; sk: string }[] = [];
  for (const skill of previous?.skills ?? []) {
    if (!next.skills.includes(skill)) deletes.push({ pk: layout.skillPartition(skill), sk: id });
  }
  if (previous?.listedWithoutSkills && !next.listedWithoutSkills)
    deletes.push({ pk: layout.withoutSkills, sk: id });
  await batchWrite(entry ? postingItems(id, next, entry, layout) : [], deletes);
}

/** The skill keys in use on the other side that overlap any of `skills` (the substring rule, both ways). */
async function overlappingVocabulary(vocabulary: string, skills: string[]): Promise<string[]> {
  const inUse = await partitionItems<{ sk: string }>(vocabulary);
  return inUse.map((item) => item.sk).filter((word) => skills.some((skill) => skillsOverlap(word, skill)));
}

/** Entries of several posting partitions, one per id, the newest version of each. */
async function entriesOf<E extends { version: number }>(
  partitions: string[],
  idOf: (entry: E) => string,
): Promise<Map<string, E>> {
  const found = new Map<string, E>();
  const lists: E[][] = [];
  await eachLimited(partitions, async (pk) => {
    lists.push(await partitionItems<E>(pk));
  });
  for (const entry of lists.flat()) {
    const known = found.get(idOf(entry));
    if (!known || known.version < entry.version) found.set(idOf(entry), entry);
  }
  return found;
}

/** Candidates who can reach the lowest minimum with this job: those sharing a skill, or all if it lists none. */
async function candidatesFor(job: JobMatchData): Promise<Map<string, CandidateEntry>> {
  const partitions =
    job.skills.length === 0
      ? [ALL_CANDIDATES]
      : (await overlappingVocabulary(CANDIDATE_VOCABULARY, job.skills)).map(candidateSkillPartition);
  return entriesOf<CandidateEntry>(partitions, (entry) => entry.candidateId);
}

/** Open jobs that can reach the lowest minimum with this candidate: sharing a skill, or listing none. */
async function jobsFor(candidate: CandidateMatchData): Promise<Map<string, JobEntry>> {
  const partitions = [
    JOBS_WITHOUT_SKILLS,
    ...(await overlappingVocabulary(JOB_VOCABULARY, candidate.skills)).map(jobSkillPartition),
  ];
  const postings = await entriesOf<JobPosting>(partitions, (entry) => entry.jobId);
  return new Map([...postings].map(([id, posting]) => [id, fromPosting(posting)]));
}

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
  const skills = entry ? skillKeys(entry.data.skills) : [];
  const state: SideState = {
    version: detail.version,
    skills,
    listedWithoutSkills: Boolean(entry) && skills.length === 0,
  };
  const claim = await claimState(jobStateKey(detail.jobId), state);
  if (!claim) return { outcome: 'stale' };
  await refilePostings(detail.jobId, claim.previous, state, entry && jobPosting(entry), JOB_LAYOUT);

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
  const state: SideState = {
    version: detail.version,
    skills: entry ? skillKeys(entry.data.skills) : [],
    listedWithoutSkills: Boolean(entry),
  };
  const claim = await claimState(candidateStateKey(detail.candidateId), state);
  if (!claim) return { outcome: 'stale' };
  await refilePostings(
    detail.candidateId,
    claim.previous,
    state,
    entry as unknown as Record<string, unknown>,
    {
      skillPartition: candidateSkillPartition,
      vocabulary: CANDIDATE_VOCABULARY,
      withoutSkills: ALL_CANDIDATES,
    },
  );

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
