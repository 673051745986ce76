import { MATCHING } from '../constants';
import { formatSalaryShort, salaryRangeText } from '../jobs/format';
import type { Currency } from '../jobs/options';
import type { MatchScore } from './scorer';

/*
 * "Also worth a look" (issue 38): the strict salary filter stays for the match list, but a job it alone
 * excludes, whose offered range still reaches the candidate's expected range, is shown under the matches
 * with the reason. It never enters the match percentage.
 */

export interface NearMissInput {
  /**
   * Only the expected minimum counts: an offered minimum below it and an offered top at or above it
   * overlap any expected range, whatever its maximum.
   */
  candidate: { expectedSalaryMin: number; currency: string };
  job: { salaryMin: number | null; salaryMax: number | null; currency: string };
}

/** True when the offered range overlaps the expected one although the offered minimum is below it. */
export function isSalaryNearMiss({ candidate, job }: NearMissInput): boolean {
  if (job.salaryMin === null || job.salaryMin <= 0) return false;
  if (job.currency !== candidate.currency) return false;
  if (job.salaryMin >= candidate.expectedSalaryMin) return false;
  const offeredTop = job.salaryMax && job.salaryMax > 0 ? job.salaryMax : job.salaryMin;
  return offeredTop >= candidate.expectedSalaryMin;
}

/**
 * A scored pair that the salary filter alone keeps from the matches (the job is open, the experience
 * filter holds, the score reaches the lowest minimum) and whose ranges overlap: a near-miss to store.
 */
export const isNearMissPair = (score: MatchScore, jobOpen: boolean, input: NearMissInput): boolean =>
  jobOpen &&
  !score.salaryMatches &&
  score.experienceMatches &&
  score.matchPercentage >= MATCHING.defaultMinimumMatch &&
  isSalaryNearMiss(input);

/** 'pays ₹28L - ₹40L; your minimum is ₹30L', in the project's one salary wording; null when not a near-miss. */
export function nearMissReason(input: NearMissInput): string | null {
  if (!isSalaryNearMiss(input)) return null;
  const currency = input.job.currency as Currency;
  const offered = salaryRangeText(input.job.salaryMin, input.job.salaryMax, currency);
  return `pays ${offered}; your minimum is ${formatSalaryShort(input.candidate.expectedSalaryMin, currency)}`;
}
