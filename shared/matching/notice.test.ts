// Boundary: notice period in matching (pure): the fit, its reason line and what it does to the score.
import { describe, expect, it } from 'vitest';
import { noticeDaysOf } from '../profile/options';
import { NOTICE_REASONS, noticeFit } from './notice';
import { type CandidateMatchData, type JobMatchData, scoreMatch } from './scorer';

// 29 Nov 2026, 4 pm in India: 30 days on is 29 Dec, 44 days on is 12 Jan.
const now = new Date('2026-11-29T10:30:00.000Z');

const candidate: CandidateMatchData = {
  skills: ['TypeScript', 'React'],
  experienceYears: 3,
  experienceLevel: 'mid',
  location: 'Pune',
  preferredLocations: [],
  jobTypes: ['FULL_TIME'],
  hasEducation: true,
  expectedSalaryMin: 1_000_000,
  currency: 'INR',
};
const job: JobMatchData = {
  skills: ['TypeScript', 'React'],
  experienceMin: 2,
  location: 'Pune',
  isRemote: false,
  jobType: 'FULL_TIME',
  salaryMin: 1_200_000,
  currency: 'INR',
  isActive: true,
  expiresAt: null,
};

describe('noticeFit', () => {
  it('names the day a candidate within the limit can join, in en-IN', () => {
    expect(noticeFit({ noticeDays: 44, canBuyOutNotice: false }, { noticeAcceptedDays: 60 }, now)).toEqual({
      fits: true,
      reason: 'Can join by 12 Jan',
    });
    expect(noticeFit({ noticeDays: 0, canBuyOutNotice: false }, { noticeAcceptedDays: 0 }, now)?.reason).toBe(
      'Can join by 29 Nov',
    );
  });

  it('says the notice is too long, unless they can buy it out: then they join by the job limit', () => {
    expect(noticeFit({ noticeDays: 90, canBuyOutNotice: false }, { noticeAcceptedDays: 30 }, now)).toEqual({
      fits: false,
      reason: NOTICE_REASONS.tooLong,
    });
    expect(noticeFit({ noticeDays: 90, canBuyOutNotice: true }, { noticeAcceptedDays: 30 }, now)).toEqual({
      fits: true,
      reason: 'Can join by 29 Dec',
    });
  });

  it('weighs nothing when the job states no limit or the candidate no availability', () => {
    expect(
      noticeFit({ noticeDays: 90, canBuyOutNotice: false }, { noticeAcceptedDays: null }, now),
    ).toBeNull();
    expect(
      noticeFit({ noticeDays: null, canBuyOutNotice: false }, { noticeAcceptedDays: 30 }, now),
    ).toBeNull();
  });

  it("reads a profile's availability as days, 'More than 3 months' longer than any limit", () => {
    expect(noticeDaysOf('Immediate')).toBe(0);
    expect(noticeDaysOf('1 month')).toBe(30);
    expect(noticeDaysOf('More than 3 months')).toBeGreaterThan(90);
    expect(noticeDaysOf(null)).toBeNull();
  });
});

describe('scoreMatch with a notice limit', () => {
  it('scores an old job without the field, and a job whose limit the candidate meets, as before', () => {
    const before = scoreMatch(candidate, job, now);
    expect(before.matchPercentage).toBe(98);
    expect(before.matchReasons).not.toContainEqual(expect.stringMatching(/join|Notice/));
    const within = scoreMatch({ ...candidate, noticeDays: 30 }, { ...job, noticeAcceptedDays: 30 }, now);
    expect(within.matchPercentage).toBe(98);
    expect(within.matchReasons).toContain('Can join by 29 Dec');
  });

  it('halves the experience-level part of a longer notice that cannot be bought out, with the reason line', () => {
    const longer = scoreMatch({ ...candidate, noticeDays: 90 }, { ...job, noticeAcceptedDays: 30 }, now);
    expect(longer.parts.experienceLevel).toBe(50);
    // 40 + 12.5 + 15 + 10 + 8 = 85.5
    expect(longer.matchPercentage).toBe(86);
    expect(longer.matchReasons).toEqual([
      'Matching skills: TypeScript, React',
      'Mid level, as asked',
      NOTICE_REASONS.tooLong,
      'Pune: a preferred location',
      'Pays from ₹12L, meeting the ₹10L expected',
    ]);
    const buyOut = scoreMatch(
      { ...candidate, noticeDays: 90, canBuyOutNotice: true },
      { ...job, noticeAcceptedDays: 30 },
      now,
    );
    expect(buyOut.matchPercentage).toBe(98);
  });
});
