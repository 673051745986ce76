// Boundary: what a candidate's refresh reads of the job postings (functions/matching/postings.ts), against
// DynamoDB Local. Its salary filter restates two shared rules in DynamoDB's words; this holds it to them.
import { describe, expect, it } from 'vitest';
import type { Currency } from '../../shared/jobs/options';
import { isSalaryNearMiss } from '../../shared/matching/near-miss';
import { salaryMeetsExpectation } from '../../shared/matching/scorer';
import { uniqueSkill } from '../../test/support/matching';
import { matchingCandidateData, matchingJobEvent } from '../../test/support/matching-events';
import type { JobChangedDetail } from '../model/events';
import { jobsFor } from './postings';
import { refreshForJob } from './refresh';

const LAKH = 100_000;

interface Pay {
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency;
}

/** Every way a job's pay stands against an expected minimum of 10 L, the edges on both sides of each rule. */
const PAYS: Pay[] = [
  { salaryMin: null, salaryMax: null, currency: 'INR' },
  { salaryMin: 0, salaryMax: 0, currency: 'INR' },
  { salaryMin: 10 * LAKH, salaryMax: null, currency: 'INR' },
  { salaryMin: 10 * LAKH - 1, salaryMax: null, currency: 'INR' },
  { salaryMin: 12 * LAKH, salaryMax: 15 * LAKH, currency: 'INR' },
  { salaryMin: 8 * LAKH, salaryMax: 10 * LAKH, currency: 'INR' },
  { salaryMin: 8 * LAKH, salaryMax: 10 * LAKH - 1, currency: 'INR' },
  { salaryMin: 8 * LAKH, salaryMax: 0, currency: 'INR' },
  { salaryMin: 8 * LAKH, salaryMax: null, currency: 'INR' },
  { salaryMin: 1 * LAKH, salaryMax: 2 * LAKH, currency: 'USD' },
];

function jobPaying(skill: string, pay: Pay, daysAgo: number): JobChangedDetail {
  const event = matchingJobEvent([skill], daysAgo);
  if (!event.job) throw new Error('a test job has its summary');
  return { ...event, job: { ...event.job, ...pay } };
}

describe("a candidate's refresh reads", () => {
  it('every posting whose pay can make a match or a near-miss, and no other', async () => {
    const skill = uniqueSkill();
    const candidate = matchingCandidateData([skill], { expectedSalaryMin: 10 * LAKH, currency: 'INR' });
    const jobs = PAYS.map((pay, index) => jobPaying(skill, pay, index));
    for (const job of jobs) await refreshForJob(job, new Date());

    const storable = jobs
      .filter((_, index) => {
        const pay = PAYS[index] as Pay;
        return salaryMeetsExpectation(candidate, pay) || isSalaryNearMiss({ candidate, job: pay });
      })
      .map(({ jobId }) => jobId);
    const read = [...(await jobsFor(candidate)).keys()];

    expect(read.sort()).toEqual(storable.sort());
    // The grid has both sides of each rule: a test that read everything, or nothing, would fail.
    expect(storable.length).toBeGreaterThan(2);
    expect(storable.length).toBeLessThan(PAYS.length - 2);
  });
});
