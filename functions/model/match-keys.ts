/*
 * The shape of materialised matching in the one table (ADR 0013). Pure: the store, the reads and the bench
 * build keys here.
 *
 * - A pair: pk `match#<candidate>`, sk `job#<job>`; the versions of the job and the candidate it was scored
 *   from; gsi1 orders a candidate's matches by score, gsi2 a job's. A pair that stopped matching keeps its
 *   item as a tombstone without index keys, so a slower, older write cannot bring it back.
 * - Postings by skill, both ways: `matchcandskill#<skill>` lists the candidates who have the skill with their
 *   matching data; `matchjobskill#<skill>` the open jobs that ask for it with theirs. A vocabulary partition
 *   per side lists the skills in use, so a substring rule ('React' and 'React Native') finds every posting
 *   list that can overlap with one read.
 * - Jobs that list no skills score 100 on skills with everybody: they live in `matchjobnoskills`, and a new
 *   one is scored against every taking-part candidate in `matchcandall`.
 * - Per side, a state item: the version its refreshes work from, whether that refresh finished, and the
 *   postings of earlier versions still to remove (side-state.ts).
 * - Postings carry their side's version; so does each pair, for both sides (store.ts).
 * - A salary near-miss is a pair item marked `nearMiss`, indexed in its own gsi1 / gsi2 partitions.
 */

/** Skills compare trimmed and lower-cased (the scorer's rule); postings are keyed the same way. */
export const skillKey = (skill: string) => skill.trim().toLowerCase();

export const pairKey = (candidateId: string, jobId: string) => ({
  pk: pairPartition(candidateId),
  sk: `job#${jobId}`,
});
export const pairPartition = (candidateId: string) => `match#${candidateId}`;
export const jobIdOfPairSk = (sk: string) => sk.slice('job#'.length);

/** gsi1: a candidate's matches, best first when read backwards. */
export const byCandidatePartition = (candidateId: string) => `matchcand#${candidateId}`;
/** gsi2: a job's matching candidates, best first when read backwards. */
export const byJobPartition = (jobId: string) => `matchjob#${jobId}`;
/**
 * A near-miss (issue 38: a pair the salary filter alone keeps from the matches, its ranges overlapping) is
 * a pair item too, so versions, retirements and tombstones work for it as for a match; its index keys file
 * it apart from the matches, so no list or count of matches (the candidate's or the employer's) meets it.
 */
export const nearMissesOfCandidatePartition = (candidateId: string) => `matchnearcand#${candidateId}`;
export const nearMissesOfJobPartition = (jobId: string) => `matchnearjob#${jobId}`;

/** Three digits, so the string order is the numeric order (score 100 sorts above 099). */
export const scoreKey = (score: number) => String(Math.max(0, Math.min(100, score))).padStart(3, '0');
export const byCandidateSortKey = (score: number, postedAt: string, jobId: string) =>
  `${scoreKey(score)}#${postedAt}#${jobId}`;
/** The rank a candidate's sort key stands for (its parts never hold '#' but between them). */
export function rankOfSortKey(sortKey: string): { matchPercentage: number; postedAt: string; jobId: string } {
  const first = sortKey.indexOf('#');
  const last = sortKey.lastIndexOf('#');
  return {
    matchPercentage: Number(sortKey.slice(0, first)),
    postedAt: sortKey.slice(first + 1, last),
    jobId: sortKey.slice(last + 1),
  };
}
export const byJobSortKey = (score: number, candidateId: string) => `${scoreKey(score)}#${candidateId}`;

export const candidateSkillPartition = (skill: string) => `matchcandskill#${skillKey(skill)}`;
export const jobSkillPartition = (skill: string) => `matchjobskill#${skillKey(skill)}`;
export const CANDIDATE_VOCABULARY = 'matchcandvocab';
export const JOB_VOCABULARY = 'matchjobvocab';
export const ALL_CANDIDATES = 'matchcandall';
export const JOBS_WITHOUT_SKILLS = 'matchjobnoskills';

export const candidateStateKey = (candidateId: string) => ({
  pk: `matchcandstate#${candidateId}`,
  sk: 'state',
});
/**
 * How many matches a candidate holds and the rank of the worst kept or last pushed out (issue 36, ADR
 * 0040): kept by the writes that add and remove their matches, reset by their own refresh.
 */
export const candidateCapKey = (candidateId: string) => ({ pk: `matchcandcap#${candidateId}`, sk: 'cap' });
export const jobStateKey = (jobId: string) => ({ pk: `matchjobstate#${jobId}`, sk: 'state' });

/** An organisation's invitation of a matching candidate to apply to a job: one per pair. */
export const inviteKey = (jobId: string, candidateId: string) => ({
  pk: `matchinvite#${jobId}`,
  sk: candidateId,
});
export const invitePartition = (jobId: string) => `matchinvite#${jobId}`;

/*
 * A job's gsi2 partition (`matchjob#<job>`) holds its pairs at sort keys that start with their three-digit
 * score. What the employer's list needs beside them is filed in the same partition at sort keys starting
 * with `~`, which sorts above every digit, so one query reads the list whole (ADR 0017) and the pairs'
 * own range (`< ~`) reads only pairs:
 * - the job's sheet (`~sheet`): the job's organisation and whether the job was deleted, copied from each
 *   Job Changed event by the job's refresh (job-sheet.ts);
 * - each invitation (`~invite#<candidate>`): the invitation item itself, its index keys set when written;
 * - each applicant's mark (`~applied#<candidate>`), kept by matching from Application Submitted (applied.ts).
 */
export const FILED_WITH_PAIRS = '~';
export const jobSheetKey = (jobId: string) => ({ pk: `matchjobsheet#${jobId}`, sk: 'sheet' });
export const JOB_SHEET_SORT_KEY = `${FILED_WITH_PAIRS}sheet`;
export const INVITE_SORT_PREFIX = `${FILED_WITH_PAIRS}invite#`;
/** The index keys that file an invitation with its job's pairs. */
export const inviteFiling = (jobId: string, candidateId: string) => ({
  gsi2pk: byJobPartition(jobId),
  gsi2sk: `${INVITE_SORT_PREFIX}${candidateId}`,
});

/** The version a deleted account's state is claimed at, so that no older event brings it back. */
export const FORGOTTEN_VERSION = Number.MAX_SAFE_INTEGER;

/**
 * A job's applicant as matching learns it from Application Submitted (applied.ts): keyed by the candidate,
 * so a deleted account's marks go with one query, and filed with the job's pairs for the employer's list.
 */
export const appliedPartition = (candidateId: string) => `matchapplied#${candidateId}`;
export const appliedKey = (candidateId: string, jobId: string) => ({
  pk: appliedPartition(candidateId),
  sk: `job#${jobId}`,
});
export const APPLIED_SORT_PREFIX = `${FILED_WITH_PAIRS}applied#`;
export const appliedFiling = (jobId: string, candidateId: string) => ({
  gsi2pk: byJobPartition(jobId),
  gsi2sk: `${APPLIED_SORT_PREFIX}${candidateId}`,
});
