// Boundary: the rules of reaching candidates (pure): the phone kept, the notice filter, the search filters.
import { describe, expect, it } from 'vitest';
import { type CandidateSummary, isPhone, noticeFits, summaryFits } from './reach';

const summary = (overrides: Partial<CandidateSummary> = {}): CandidateSummary => ({
  id: 'c1',
  firstName: 'Asha',
  lastName: 'Rao',
  headline: 'Backend engineer',
  location: 'Pune',
  experienceYears: 4,
  skills: ['Java'],
  availability: '1 month',
  expectedSalaryMin: 1_200_000,
  expectedSalaryMax: 1_800_000,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('isPhone', () => {
  it('keeps 10 to 15 digits written with spaces, dashes and a leading +', () => {
    expect(isPhone('+91 98765 43210')).toBe(true);
    expect(isPhone('98765-43210')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('call me on 98765 43210')).toBe(false);
    expect(isPhone('+91 98765 43210 12345')).toBe(false);
  });
});

describe('noticeFits', () => {
  it('lets a notice through when it ends within the filter, and no unknown notice through a filter', () => {
    expect(noticeFits('Immediate', 'immediate')).toBe(true);
    expect(noticeFits('2 weeks', 'immediate')).toBe(false);
    expect(noticeFits('1 month', '30')).toBe(true);
    expect(noticeFits('2 months', '30')).toBe(false);
    expect(noticeFits(null, '90')).toBe(false);
    expect(noticeFits(null, undefined)).toBe(true);
  });
});

describe('summaryFits', () => {
  it('checks the experience range, the notice and an overlapping salary range', () => {
    expect(summaryFits(summary(), { page: 1, experienceMin: 3, experienceMax: 5 })).toBe(true);
    expect(summaryFits(summary(), { page: 1, experienceMin: 5 })).toBe(false);
    expect(summaryFits(summary({ experienceYears: null }), { page: 1, experienceMax: 5 })).toBe(false);
    expect(summaryFits(summary(), { page: 1, salaryMin: 1_500_000, salaryMax: 2_500_000 })).toBe(true);
    expect(summaryFits(summary(), { page: 1, salaryMin: 2_000_000 })).toBe(false);
    expect(summaryFits(summary(), { page: 1, salaryMax: 1_000_000 })).toBe(false);
    // No salary named: left out only when a salary filter is set.
    const unnamed = summary({ expectedSalaryMin: null, expectedSalaryMax: null });
    expect(summaryFits(unnamed, { page: 1 })).toBe(true);
    expect(summaryFits(unnamed, { page: 1, salaryMax: 5_000_000 })).toBe(false);
  });
});
