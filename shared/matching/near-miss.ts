import { formatSalaryShort, salaryRangeText } from '../jobs/format';
import type { Currency } from '../jobs/options';

/*
 * "Also worth a look" (issue 38): the strict salary filter stays for the match list, but a job it alone
 * excludes, whose offered range still reaches the candidate's expected range, is shown under the matches
 * with the reason. It never enters the match percentage.
 */

export interface NearMissInput {
  candidate: { expectedSalaryMin: number; expectedSalaryMax: number | null; currency: string };
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

/** 'pays ₹28L - ₹40L; your minimum is ₹30L', in the project's one salary wording; null when not a near-miss. */
export function nearMissReason(input: NearMissInput): string | null {
  if (!isSalaryNearMiss(input)) return null;
  const currency = input.job.currency as Currency;
  const offered = salaryRangeText(input.job.salaryMin, input.job.salaryMax, currency);
  return `pays ${offered}; your minimum is ${formatSalaryShort(input.candidate.expectedSalaryMin, currency)}`;
}
