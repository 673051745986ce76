// Boundary: the pure "Also worth a look" rule (salary ranges in, a reason out).
import { describe, expect, it } from 'vitest';
import { isNearMissPair, isSalaryNearMiss, nearMissReason } from './near-miss';
import type { MatchScore } from './scorer';

const LAKH = 100_000;
const candidate = { expectedSalaryMin: 30 * LAKH, expectedSalaryMax: 36 * LAKH, currency: 'INR' };
const job = (min: number | null, max: number | null, currency = 'INR') => ({
  salaryMin: min === null ? null : min * LAKH,
  salaryMax: max === null ? null : max * LAKH,
  currency,
});

describe('near-miss rule', () => {
  it('names a job the strict filter alone excludes whose range reaches the expectation', () => {
    expect(nearMissReason({ candidate, job: job(28, 40) })).toBe('pays ₹28L - ₹40L; your minimum is ₹30L');
  });

  it('is not a near-miss when the offered minimum meets the expectation (it is a match)', () => {
    expect(isSalaryNearMiss({ candidate, job: job(30, 40) })).toBe(false);
  });

  it('is not a near-miss when the whole range is below the expectation', () => {
    expect(isSalaryNearMiss({ candidate, job: job(18, 25) })).toBe(false);
  });

  it('counts a range that only touches the expected minimum', () => {
    expect(isSalaryNearMiss({ candidate, job: job(25, 30) })).toBe(true);
  });

  it('ignores undisclosed salaries and other currencies, which the strict filter lets through', () => {
    expect(isSalaryNearMiss({ candidate, job: job(null, 40) })).toBe(false);
    expect(isSalaryNearMiss({ candidate, job: job(28, 40, 'USD') })).toBe(false);
  });
});

describe('a pair stored as a near-miss', () => {
  const scored = (overrides: Partial<MatchScore> = {}) =>
    ({ matchPercentage: 90, salaryMatches: false, experienceMatches: true, ...overrides }) as MatchScore;
  const input = { candidate, job: job(28, 40) };

  it('is one the salary filter alone excludes, at or above the lowest minimum, of an open job', () => {
    expect(isNearMissPair(scored(), true, input)).toBe(true);
    expect(isNearMissPair(scored({ matchPercentage: 70 }), true, input)).toBe(true);
  });

  it('is not one when anything else keeps it out, or when it is a match', () => {
    expect(isNearMissPair(scored({ experienceMatches: false }), true, input)).toBe(false);
    expect(isNearMissPair(scored({ matchPercentage: 69 }), true, input)).toBe(false);
    expect(isNearMissPair(scored(), false, input)).toBe(false);
    expect(isNearMissPair(scored({ salaryMatches: true }), true, { candidate, job: job(30, 40) })).toBe(
      false,
    );
    expect(isNearMissPair(scored(), true, { candidate, job: job(18, 25) })).toBe(false);
  });
});
