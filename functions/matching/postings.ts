import type { JobSummary } from '../../shared/jobs/types';
import { type CandidateMatchData, type JobMatchData, skillsOverlap } from '../../shared/matching/scorer';
import {
  ALL_CANDIDATES,
  CANDIDATE_VOCABULARY,
  candidateSkillPartition,
  JOB_VOCABULARY,
  JOBS_WITHOUT_SKILLS,
  jobSkillPartition,
} from '../model/match-keys';
import { partitionItems, queryAll } from '../model/match-pairs';
import { getItemsTogether } from '../platform/db';
import type { SideState } from './side-state';
import {
  batchWrite,
  type CandidateEntry,
  deleteVersioned,
  eachLimited,
  type ItemKey,
  type JobEntry,
  type JobRef,
  putUnlessNewer,
  skillKeys,
} from './store';

/*
 * Where each side is filed so the other side finds it (ADR 0013, "Pruning with a proof"): one posting per
 * skill, the skill in its side's vocabulary, and the jobs without skills / all candidates lists. Postings
 * carry their side's version: a write or a removal of one never replaces a newer version's.
 */

/** The fields of a job's summary the scorer reads: the type below and the refresh's projection both. */
const SCORED_FIELDS = [
  'skills',
  'experienceMin',
  'location',
  'isRemote',
  'jobType',
  'salaryMin',
  'currency',
  'expiresAt',
  'noticeAcceptedDays',
] as const;
type ScoredFields = Pick<JobSummary, (typeof SCORED_FIELDS)[number]>;

/** What the scorer reads of a job from the event's summary (or a posting's). */
export function jobMatchData(job: ScoredFields & { isActive: boolean }): JobMatchData {
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
  data: jobMatchData({ ...posting.summary, isActive: true }),
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

/** A projection naming each attribute path by placeholders, so that no name clashes with a reserved word. */
function projectionOf(paths: string[]) {
  const names = [...new Set(paths.flatMap((path) => path.split('.')))];
  const placeholder = (name: string) => `#p${names.indexOf(name)}`;
  return {
    ProjectionExpression: paths.map((path) => path.split('.').map(placeholder).join('.')).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name) => [placeholder(name), name])),
  };
}

/** A filter on postings, its names and values apart from the key condition's and the projection's. */
interface PostingFilter {
  FilterExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * Entries of several posting partitions within a range of years, one per id, the newest version of each,
 * each with the key of a posting it was read from. `attributes` (paths) reads only those of each posting;
 * `filter` leaves out postings DynamoDB need not send.
 */
async function entriesOf<E extends { version: number }>(
  partitions: string[],
  years: { from: string } | { below: string },
  idOf: (entry: E) => string,
  { attributes, filter }: { attributes?: string[]; filter?: PostingFilter } = {},
): Promise<Map<string, E & { posting: ItemKey }>> {
  const projection = attributes ? projectionOf(['sk', ...attributes]) : undefined;
  const found = new Map<string, E & { posting: ItemKey }>();
  const lists: (E & { posting: ItemKey })[][] = [];
  const range = 'from' in years ? 'sk >= :bound' : 'sk < :bound';
  const bound = 'from' in years ? years.from : years.below;
  await eachLimited(partitions, async (pk) => {
    const items = await queryAll<E & { sk: string }>({
      KeyConditionExpression: `pk = :pk AND ${range}`,
      ConsistentRead: true,
      ProjectionExpression: projection?.ProjectionExpression,
      FilterExpression: filter?.FilterExpression,
      ExpressionAttributeNames:
        projection || filter
          ? { ...projection?.ExpressionAttributeNames, ...filter?.ExpressionAttributeNames }
          : undefined,
      ExpressionAttributeValues: { ':pk': pk, ':bound': bound, ...filter?.ExpressionAttributeValues },
    });
    lists.push(items.map((item) => ({ ...item, posting: { pk, sk: item.sk } })));
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

/**
 * What a candidate's refresh reads of each job posting: what the scorer and the ranking need. A job's
 * summary is more than half of its posting, and the refresh needs it only for the pairs it writes (about
 * half the bytes read, and DynamoDB Local's time goes with them).
 */
const SCORED_ATTRIBUTES = [
  'jobId',
  'version',
  // The ranking's tie-break and the near-miss rule read these two beside what the scorer reads.
  ...[...SCORED_FIELDS, 'salaryMax', 'postedAt'].map((field) => `summary.${field}`),
];

type ScoredPosting = Pick<JobPosting, 'jobId' | 'version'> & {
  summary: ScoredFields & Pick<JobSummary, 'postedAt' | 'salaryMax'>;
};

/**
 * Only jobs whose pay can be stored with this candidate: it passes the strict salary filter (no minimum
 * disclosed, another currency, or a minimum at least the expected one: salaryMeetsExpectation in
 * shared/matching/scorer.ts) or is a near-miss (a top at least the expected minimum: isSalaryNearMiss in
 * shared/matching/near-miss.ts). Any other pair is neither a match nor a near-miss, so DynamoDB need not
 * send the posting; the scorer still decides every pair it reads. postings.test.ts holds it to both rules
 * at each edge (a minimum or a top equal to the expected one, none, zero, another currency).
 */
const storableSalary = (candidate: CandidateMatchData): PostingFilter => ({
  FilterExpression: [
    'attribute_not_exists(#fs.#fmin)',
    'attribute_type(#fs.#fmin, :fnull)',
    '#fs.#fmin <= :fzero',
    '#fs.#fcur <> :fcur',
    '#fs.#fmin >= :fexpected',
    '#fs.#fmax >= :fexpected',
  ].join(' OR '),
  ExpressionAttributeNames: {
    '#fs': 'summary',
    '#fmin': 'salaryMin',
    '#fmax': 'salaryMax',
    '#fcur': 'currency',
  },
  ExpressionAttributeValues: {
    ':fnull': 'NULL',
    ':fzero': 0,
    ':fcur': candidate.currency,
    ':fexpected': candidate.expectedSalaryMin,
  },
});

/** A job as a candidate's refresh scores it, and where its whole posting is to be read when needed. */
export type FoundJob = JobRef & { posting: ItemKey };

/** Open jobs that can be recommended to this candidate: asking no more years, sharing a skill or listing none. */
export async function jobsFor(candidate: CandidateMatchData): Promise<Map<string, FoundJob>> {
  const partitions = [
    JOBS_WITHOUT_SKILLS,
    ...(await overlappingVocabulary(JOB_VOCABULARY, candidate.skills)).map(jobSkillPartition),
  ];
  const postings = await entriesOf<ScoredPosting>(
    partitions,
    { below: yearsKey(candidate.experienceYears + 1) },
    (entry) => entry.jobId,
    { attributes: SCORED_ATTRIBUTES, filter: storableSalary(candidate) },
  );
  return new Map(
    [...postings].map(([id, { version, summary, posting }]) => [
      id,
      {
        jobId: id,
        version,
        // Every posted job is open (a closed one has no postings); its expiry is weighed by the scorer.
        data: jobMatchData({ ...summary, isActive: true }),
        postedAt: summary.postedAt,
        salaryMax: summary.salaryMax ?? null,
        posting,
      },
    ]),
  );
}

/**
 * The whole entries (with the summary a pair shows) of jobs a candidate's refresh scored, read by key from
 * the postings it found them in. A job whose posting changed or went since is left out: its own refresh,
 * which claimed after this one filed the candidate's postings, pairs it with this candidate.
 */
export async function jobEntriesOf(jobs: FoundJob[]): Promise<Map<string, JobEntry>> {
  const items = await getItemsTogether(
    jobs.map((job) => job.posting),
    { consistent: true },
  );
  const entries = new Map<string, JobEntry>();
  items.forEach((item, index) => {
    const job = jobs[index];
    if (item && job && item.version === job.version)
      entries.set(job.jobId, fromPosting(item as unknown as JobPosting));
  });
  return entries;
}
