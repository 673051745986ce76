import { MATCHING } from '../constants';
import { formatSalaryShort } from '../jobs/format';
import type { Currency } from '../jobs/options';
import { cityKey, placeAnswers } from '../jobs/places';
import { EXPERIENCE_LEVELS, type ExperienceLevel, levelForYears } from '../profile/options';
import { matchWording } from './display';
import { levelPartWithNotice, noticeFit } from './notice';

/*
 * The spec's rule-based matching (candidate-side.md section 9): one pure function of a candidate's
 * matching data and a job, used by the handlers that store matches, the on-demand job match, the bench's
 * "score every job" baseline and the tests. Nothing here reads a clock except through `now`.
 */

/** What matching reads from a candidate's profile. */
export interface CandidateMatchData {
  skills: string[];
  experienceYears: number;
  experienceLevel: ExperienceLevel;
  /** Where the candidate lives. */
  location: string | null;
  /** Where they would like to work: a job in any of these counts as in their location. */
  preferredLocations: string[];
  /** Preferred job types (FULL_TIME, ...); empty means none chosen. */
  jobTypes: string[];
  hasEducation: boolean;
  expectedSalaryMin: number;
  currency: string;
  /** Their notice in days, from their availability (absent on data stored before issue 36: none given). */
  noticeDays?: number | null;
  /** They can buy out their notice. */
  canBuyOutNotice?: boolean;
}

/** What matching reads from a job. */
export interface JobMatchData {
  skills: string[];
  experienceMin: number;
  location: string;
  isRemote: boolean;
  jobType: string;
  salaryMin: number | null;
  currency: string;
  isActive: boolean;
  expiresAt: string | null;
  /** The longest notice the job accepts, in days; null or absent: any notice (jobs before issue 36). */
  noticeAcceptedDays?: number | null;
}

export interface SkillsMatch {
  percentage: number;
  /** The job's skills the candidate has. */
  matched: string[];
  /** The job's skills the candidate lacks. */
  missing: string[];
  /** The candidate's skills the job does not ask for. */
  additional: string[];
}

export interface MatchScore {
  matchPercentage: number;
  matchExplanation: string;
  matchReasons: string[];
  /** The part scores, each 0-100, before weighting. */
  parts: { skills: number; experienceLevel: number; location: number; jobType: number; education: number };
  skillsMatch: SkillsMatch;
  /** Strict filter: the offered minimum is at least the candidate's expected minimum. */
  salaryMatches: boolean;
  /** Strict filter: the candidate has at least the job's minimum years. */
  experienceMatches: boolean;
  locationMatch: boolean;
  /** Both strict filters hold and the job is open: the pair may be recommended. */
  eligible: boolean;
}

const normalise = (skill: string) => skill.trim().toLowerCase();

/** Case-insensitive substring either way, as the spec says ('React' matches 'React Native' and back). */
export function skillsOverlap(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (!x || !y) return false;
  return x.includes(y) || y.includes(x);
}

/** The share of the job's skills the candidate has; 100 when the job lists none. */
export function scoreSkills(candidateSkills: string[], jobSkills: string[]): SkillsMatch {
  const own = candidateSkills.filter((skill) => normalise(skill));
  const wanted = jobSkills.filter((skill) => normalise(skill));
  const matched = wanted.filter((skill) => own.some((mine) => skillsOverlap(mine, skill)));
  const missing = wanted.filter((skill) => !matched.includes(skill));
  const additional = own.filter((mine) => !wanted.some((skill) => skillsOverlap(mine, skill)));
  const percentage = wanted.length === 0 ? 100 : (matched.length / wanted.length) * 100;
  return { percentage, matched, missing, additional };
}

/** The level a job asks for, from its minimum years (the same bands as a candidate's). */
export const jobLevel = (job: Pick<JobMatchData, 'experienceMin'>): ExperienceLevel =>
  levelForYears(job.experienceMin);

/** Same level 100, one step apart 75, two 50, else 25. */
export function scoreExperienceLevel(candidate: ExperienceLevel, job: ExperienceLevel): number {
  const steps = Math.abs(EXPERIENCE_LEVELS.indexOf(candidate) - EXPERIENCE_LEVELS.indexOf(job));
  return [100, 75, 50][steps] ?? 25;
}

/**
 * 100 when the job is remote (flagged, or its location says so) or in the candidate's city or one of the
 * cities they prefer; else 60. Places compare by their key, so 'Bengaluru, Karnataka' is 'Bangalore', and a
 * region ('Delhi NCR') answers for its cities (shared/jobs/places).
 */
export function isLocationMatch(
  candidate: Pick<CandidateMatchData, 'location' | 'preferredLocations'>,
  job: Pick<JobMatchData, 'location' | 'isRemote'>,
): boolean {
  if (job.isRemote || /remote/i.test(job.location)) return true;
  const jobCity = cityKey(job.location);
  if (!jobCity) return false;
  return [candidate.location, ...candidate.preferredLocations].some(
    (place) => Boolean(place) && placeAnswers(cityKey(place as string), jobCity),
  );
}

/** Hyphenated or upper-case job types are the same type ('full-time' is FULL_TIME). */
const jobTypeKey = (type: string) => type.trim().toUpperCase().replace(/-/g, '_');

export function scoreJobType(preferred: string[], jobType: string): number {
  return preferred.some((type) => jobTypeKey(type) === jobTypeKey(jobType)) ? 100 : 50;
}

export const scoreEducation = (hasEducation: boolean) => (hasEducation ? 80 : 60);

/** The heading of a percentage, in the bands' one vocabulary (display.ts matchWording). */
export const matchExplanation = (percentage: number): string => matchWording(percentage).heading;

/**
 * What matched and what missed, named: the skills, the level, the place and the pay, never a restated
 * score. Worded about the pair, not to one reader, as the candidate and the job's employer both read them.
 */
export function matchReasonsFor(
  candidate: Pick<CandidateMatchData, 'experienceLevel' | 'expectedSalaryMin' | 'currency'>,
  job: Pick<JobMatchData, 'location' | 'isRemote' | 'salaryMin' | 'currency'>,
  level: ExperienceLevel,
  skills: Pick<SkillsMatch, 'matched' | 'missing'>,
  locationMatch: boolean,
  notice: { reason: string } | null = null,
): string[] {
  const reasons: string[] = [];
  if (skills.matched.length > 0) reasons.push(`Matching skills: ${skills.matched.join(', ')}`);
  if (skills.missing.length > 0) reasons.push(`Missing skills: ${skills.missing.join(', ')}`);
  reasons.push(
    level === candidate.experienceLevel
      ? `${capitalise(level)} level, as asked`
      : `${capitalise(level)} level asked; the profile is ${candidate.experienceLevel} level`,
  );
  if (notice) reasons.push(notice.reason);
  if (job.isRemote || /remote/i.test(job.location)) reasons.push('Remote');
  else
    reasons.push(
      `${job.location}: ${locationMatch ? 'a preferred location' : 'not among the preferred locations'}`,
    );
  const pay = payReason(candidate, job);
  if (pay) reasons.push(pay);
  return reasons;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The offered minimum against the expected one, when both are in the same currency. */
function payReason(
  candidate: Pick<CandidateMatchData, 'expectedSalaryMin' | 'currency'>,
  job: Pick<JobMatchData, 'salaryMin' | 'currency'>,
): string | null {
  if (job.salaryMin === null || job.salaryMin <= 0 || job.currency !== candidate.currency) return null;
  const currency = job.currency as Currency;
  const offered = formatSalaryShort(job.salaryMin, currency);
  const expected = formatSalaryShort(candidate.expectedSalaryMin, currency);
  return job.salaryMin >= candidate.expectedSalaryMin
    ? `Pays from ${offered}, meeting the ${expected} expected`
    : `Pays from ${offered}, under the ${expected} expected`;
}

/**
 * The offered minimum must be at least the expected minimum. A job that discloses no salary, or pays in
 * another currency, offers nothing to compare: it is not filtered out on salary.
 */
export function salaryMeetsExpectation(
  candidate: Pick<CandidateMatchData, 'expectedSalaryMin' | 'currency'>,
  job: Pick<JobMatchData, 'salaryMin' | 'currency'>,
): boolean {
  if (job.salaryMin === null || job.salaryMin <= 0) return true;
  if (job.currency !== candidate.currency) return true;
  return job.salaryMin >= candidate.expectedSalaryMin;
}

/** An active job that has not expired is open; only open jobs are matched. */
export function isJobOpen(job: Pick<JobMatchData, 'isActive' | 'expiresAt'>, now: Date): boolean {
  return job.isActive && (job.expiresAt === null || Date.parse(job.expiresAt) > now.getTime());
}

/** Scores one candidate against one job: the weighted, rounded percent, its reasons and the filters. */
export function scoreMatch(candidate: CandidateMatchData, job: JobMatchData, now: Date): MatchScore {
  const skillsMatch = scoreSkills(candidate.skills, job.skills);
  const level = jobLevel(job);
  const locationMatch = isLocationMatch(candidate, job);
  const notice = noticeFit(
    { noticeDays: candidate.noticeDays ?? null, canBuyOutNotice: candidate.canBuyOutNotice ?? false },
    { noticeAcceptedDays: job.noticeAcceptedDays ?? null },
    now,
  );
  const parts = {
    skills: skillsMatch.percentage,
    experienceLevel: levelPartWithNotice(scoreExperienceLevel(candidate.experienceLevel, level), notice),
    location: locationMatch ? 100 : 60,
    jobType: scoreJobType(candidate.jobTypes, job.jobType),
    education: scoreEducation(candidate.hasEducation),
  };
  const w = MATCHING.weights;
  const matchPercentage = Math.round(
    (parts.skills * w.skills +
      parts.experienceLevel * w.experienceLevel +
      parts.location * w.location +
      parts.jobType * w.jobType +
      parts.education * w.education) /
      (w.skills + w.experienceLevel + w.location + w.jobType + w.education),
  );

  const matchReasons = matchReasonsFor(candidate, job, level, skillsMatch, locationMatch, notice);

  const salaryMatches = salaryMeetsExpectation(candidate, job);
  const experienceMatches = candidate.experienceYears >= job.experienceMin;
  return {
    matchPercentage,
    matchExplanation: matchExplanation(matchPercentage),
    matchReasons,
    parts,
    skillsMatch: { ...skillsMatch, percentage: Math.round(skillsMatch.percentage) },
    salaryMatches,
    experienceMatches,
    locationMatch,
    eligible: salaryMatches && experienceMatches && isJobOpen(job, now),
  };
}

/** A pair worth storing and showing: eligible and at or above the lowest minimum (70). */
export const isRecommendable = (score: MatchScore) =>
  score.eligible && score.matchPercentage >= MATCHING.defaultMinimumMatch;

/** Best first; ties keep the order they came in (the caller sorts its input by recency). */
export function byScoreDescending<T extends { matchPercentage: number }>(a: T, b: T): number {
  return b.matchPercentage - a.matchPercentage;
}

/** The most the four parts other than skills can add: 25 + 15 + 10 + 10 x 0.8 = 58 points. */
export const OTHER_PARTS_AT_MOST = (() => {
  const w = MATCHING.weights;
  const total = w.skills + w.experienceLevel + w.location + w.jobType + w.education;
  return (
    (w.experienceLevel + w.location + w.jobType + w.education * (scoreEducation(true) / 100)) * (100 / total)
  );
})();

/**
 * The proof behind the pruning: a pair's total is at most 0.4 x skills + 58, so reaching `minimum` after
 * rounding needs a skills share of at least (minimum - 0.5 - 58) / 40: 28.75 % for 70. A pair without a
 * skill in common (share 0) can never be recommended, so only skill-sharing pairs need scoring; a job
 * that lists no skills scores 100 on skills with everybody and takes its own path.
 */
export function leastSkillsShareFor(minimum: number): number {
  const w = MATCHING.weights;
  const skillsWeight =
    (w.skills / (w.skills + w.experienceLevel + w.location + w.jobType + w.education)) * 100;
  return Math.max(0, (minimum - 0.5 - OTHER_PARTS_AT_MOST) / skillsWeight);
}
