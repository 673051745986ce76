import { type CandidateMatchData, type JobMatchData, skillsOverlap } from '../../shared/matching/scorer';
import type { JobChangedDetail } from '../model/events';
import {
  ALL_CANDIDATES,
  CANDIDATE_VOCABULARY,
  candidateSkillPartition,
  JOB_VOCABULARY,
  JOBS_WITHOUT_SKILLS,
  jobSkillPartition,
} from '../model/match-keys';
import { partitionItems, queryAll } from '../model/match-pairs';
import type { SideState } from './side-state';
import {
  batchWrite,
  type CandidateEntry,
  deleteVersioned,
  eachLimited,
  type ItemKey,
  type JobEntry,
  putUnlessNewer,
  skillKeys,
} from './store';

/*
 * Where each side is filed so the other side finds it (ADR 0013, "Pruning with a proof"): one posting per
 * skill, the skill in its side's vocabulary, and the jobs without skills / all candidates lists. Postings
 * carry their side's version: a write or a removal of one never replaces a newer version's.
 */

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
    noticeAcceptedDays: job.noticeAcceptedDays ?? null,
  };
}

/**
 * Postings sort by years of experience, so the experience filter (the candidate's years at least the job's
 * minimum) is a key condition: a job reads only candidates with enough years, a candidate only jobs that
 * ask for no more than they have.
 */
const yearsKey = (years: number) => String(Math.max(0, Math.min(99, Math.floor(years)))).padStart(2, '0');
const postingSortKey = (years: number, id: string) => `${yearsKey(years)}#${id}`;

export interface PostingLayout {
  skillPartition: (skill: string) => string;
  vocabulary: string;
  withoutSkills: string;
}
export const JOB_LAYOUT: PostingLayout = {
  skillPartition: jobSkillPartition,
  vocabulary: JOB_VOCABULARY,
  withoutSkills: JOBS_WITHOUT_SKILLS,
};
export const CANDIDATE_LAYOUT: PostingLayout = {
  skillPartition: candidateSkillPartition,
  vocabulary: CANDIDATE_VOCABULARY,
  withoutSkills: ALL_CANDIDATES,
};

/** The keys of the postings a state files (its vocabulary words are not postings: they stay). */
export function postingKeys(state: SideState, layout: PostingLayout): ItemKey[] {
  if (!state.postingSk) return [];
  const keys = state.skills.map((skill) => ({ pk: layout.skillPartition(skill), sk: state.postingSk }));
  if (state.listedWithoutSkills) keys.push({ pk: layout.withoutSkills, sk: state.postingSk });
  return keys;
}

/** The items a side's entry is filed under: one posting per skill, its vocabulary words, the no-skills list. */
function postingItems(state: SideState, entry: Record<string, unknown>, layout: PostingLayout) {
  return [
    ...postingKeys(state, layout).map((key) => ({ ...key, ...entry })),
    ...state.skills.map((skill) => ({ pk: layout.vocabulary, sk: skill })),
  ];
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

const isVocabulary = (item: Record<string, unknown>, layout: PostingLayout) => item.pk === layout.vocabulary;

/**
 * Files a side's version: puts its postings (unless a newer version's are there) and its vocabulary words,
 * and removes the postings of earlier versions it no longer has (unless a newer version put them back).
 */
export async function refilePostings(
  version: number,
  items: Record<string, unknown>[],
  leftovers: ItemKey[],
  layout: PostingLayout,
) {
  await batchWrite(
    items.filter((item) => isVocabulary(item, layout)),
    [],
  );
  await eachLimited(
    items.filter((item) => !isVocabulary(item, layout)),
    async (item) => {
      await putUnlessNewer({ ...item, version });
    },
  );
  await eachLimited(leftovers, async (key) => {
    await deleteVersioned(key, version, 'older');
  });
}

/** Takes back the postings a superseded refresh filed, leaving any a newer version wrote over them. */
export async function unfilePostings(
  version: number,
  items: Record<string, unknown>[],
  layout: PostingLayout,
) {
  await eachLimited(
    items.filter((item) => !isVocabulary(item, layout)),
    async (item) => {
      await deleteVersioned({ pk: String(item.pk), sk: String(item.sk) }, version, 'own');
    },
  );
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
export async function candidatesFor(job: JobMatchData): Promise<Map<string, CandidateEntry>> {
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
export async function jobsFor(candidate: CandidateMatchData): Promise<Map<string, JobEntry>> {
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
