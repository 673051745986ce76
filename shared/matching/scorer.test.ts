// Boundary: the pure matching scorer (candidate-side.md section 9): parts, strict filters, rounding, bands.
import { describe, expect, it } from 'vitest';
import {
  type CandidateMatchData,
  isJobOpen,
  isLocationMatch,
  isRecommendable,
  type JobMatchData,
  leastSkillsShareFor,
  type MatchScore,
  matchExplanation,
  OTHER_PARTS_AT_MOST,
  salaryMeetsExpectation,
  scoreEducation,
  scoreExperienceLevel,
  scoreJobType,
  scoreMatch,
  scoreSkills,
  skillsOverlap,
} from './scorer';

const now = new Date('2026-11-23T10:00:00Z');

const candidate = (overrides: Partial<CandidateMatchData> = {}): CandidateMatchData => ({
  skills: ['TypeScript', 'React', 'AWS'],
  experienceYears: 4,
  experienceLevel: 'mid',
  location: 'Bangalore',
  preferredLocations: [],
  jobTypes: ['FULL_TIME'],
  hasEducation: true,
  expectedSalaryMin: 1_000_000,
  currency: 'INR',
  ...overrides,
});

/** The weighted sum before rounding, in percent (weights 40/25/15/10/10). */
const weighted = (parts: MatchScore['parts']) =>
  (parts.skills * 40 +
    parts.experienceLevel * 25 +
    parts.location * 15 +
    parts.jobType * 10 +
    parts.education * 10) /
  100;

const job = (overrides: Partial<JobMatchData> = {}): JobMatchData => ({
  skills: ['TypeScript', 'React'],
  experienceMin: 3,
  location: 'Bengaluru, Karnataka',
  isRemote: false,
  jobType: 'FULL_TIME',
  salaryMin: 1_200_000,
  currency: 'INR',
  isActive: true,
  expiresAt: '2026-12-31T00:00:00Z',
  ...overrides,
});

describe('skills', () => {
  it('matches by case-insensitive substring either way', () => {
    expect(skillsOverlap('react', 'React Native')).toBe(true);
    expect(skillsOverlap('Node.js', 'node')).toBe(true);
    expect(skillsOverlap('Python', 'Java')).toBe(false);
    expect(skillsOverlap('  ', 'Java')).toBe(false);
  });

  it('scores the share of the job skills matched, with matched, missing and additional lists', () => {
    const result = scoreSkills(['typescript', 'Docker', 'SQL'], ['TypeScript', 'React', 'PostgreSQL', 'Go']);
    expect(result.percentage).toBe(50);
    expect(result.matched).toEqual(['TypeScript', 'PostgreSQL']);
    expect(result.missing).toEqual(['React', 'Go']);
    expect(result.additional).toEqual(['Docker']);
  });

  it('gives 100 when the job lists no skills', () => {
    expect(scoreSkills(['Excel'], []).percentage).toBe(100);
    expect(scoreSkills([], []).percentage).toBe(100);
  });

  it('gives 0 when the candidate has none of them', () => {
    expect(scoreSkills([], ['Excel']).percentage).toBe(0);
  });
});

describe('parts', () => {
  it('experience level: same 100, one step 75, two 50, three 25', () => {
    expect(scoreExperienceLevel('mid', 'mid')).toBe(100);
    expect(scoreExperienceLevel('mid', 'senior')).toBe(75);
    expect(scoreExperienceLevel('entry', 'senior')).toBe(50);
    expect(scoreExperienceLevel('executive', 'entry')).toBe(25);
  });

  it('location: remote or the same city (by city key) or a preferred city is 100, else 60', () => {
    const c = candidate({ location: 'Pune', preferredLocations: ['Mumbai'] });
    expect(isLocationMatch(c, job({ location: 'Pune, Maharashtra' }))).toBe(true);
    expect(isLocationMatch(c, job({ location: 'Mumbai' }))).toBe(true);
    expect(isLocationMatch(c, job({ location: 'Remote (India)' }))).toBe(true);
    expect(isLocationMatch(c, job({ location: 'Delhi', isRemote: true }))).toBe(true);
    expect(isLocationMatch(c, job({ location: 'Delhi' }))).toBe(false);
    expect(isLocationMatch(candidate({ location: null }), job({ location: 'Delhi' }))).toBe(false);
    expect(isLocationMatch(candidate({ location: 'Bengaluru' }), job({ location: 'Bangalore' }))).toBe(true);
  });

  it('location: a preferred region answers for its cities, and a job posted for a region for its cities', () => {
    const ncr = candidate({ location: 'Pune', preferredLocations: ['Delhi NCR'] });
    expect(isLocationMatch(ncr, job({ location: 'Gurugram, Haryana' }))).toBe(true);
    expect(isLocationMatch(ncr, job({ location: 'Noida' }))).toBe(true);
    expect(isLocationMatch(ncr, job({ location: 'Chennai' }))).toBe(false);
    expect(isLocationMatch(candidate({ location: 'Ghaziabad' }), job({ location: 'Delhi NCR' }))).toBe(true);
  });

  it('job type: preferred 100 (hyphenated or upper case), else 50', () => {
    expect(scoreJobType(['full-time'], 'FULL_TIME')).toBe(100);
    expect(scoreJobType(['CONTRACT'], 'FULL_TIME')).toBe(50);
    expect(scoreJobType([], 'FULL_TIME')).toBe(50);
  });

  it('education: 80 with any, else 60', () => {
    expect(scoreEducation(true)).toBe(80);
    expect(scoreEducation(false)).toBe(60);
  });

  it('explanation: the heading of the one band vocabulary (90 Excellent, 80 Great, 70 Good, 60 Fair)', () => {
    expect(matchExplanation(90)).toBe('Excellent match');
    expect(matchExplanation(86)).toBe('Great match');
    expect(matchExplanation(84)).toBe('Great match');
    expect(matchExplanation(79)).toBe('Good match');
    expect(matchExplanation(60)).toBe('Fair match');
    expect(matchExplanation(59)).toBe('Poor match');
  });
});

describe('strict filters', () => {
  it('salary: the offered minimum must reach the expected minimum', () => {
    expect(salaryMeetsExpectation(candidate(), job({ salaryMin: 1_000_000 }))).toBe(true);
    expect(salaryMeetsExpectation(candidate(), job({ salaryMin: 999_999 }))).toBe(false);
  });

  it('salary: a job without a disclosed minimum or in another currency is not filtered out', () => {
    expect(salaryMeetsExpectation(candidate(), job({ salaryMin: null }))).toBe(true);
    expect(salaryMeetsExpectation(candidate(), job({ salaryMin: 50_000, currency: 'USD' }))).toBe(true);
  });

  it('open: active and not past its expiry', () => {
    expect(isJobOpen(job(), now)).toBe(true);
    expect(isJobOpen(job({ isActive: false }), now)).toBe(false);
    expect(isJobOpen(job({ expiresAt: '2026-11-23T09:59:59Z' }), now)).toBe(false);
    expect(isJobOpen(job({ expiresAt: null }), now)).toBe(true);
  });
});

describe('scoreMatch', () => {
  it('weights the parts 40/25/15/10/10 and rounds: a perfect pair is 98', () => {
    const score = scoreMatch(candidate(), job(), now);
    expect(score.parts).toEqual({
      skills: 100,
      experienceLevel: 100,
      location: 100,
      jobType: 100,
      education: 80,
    });
    expect(score.matchPercentage).toBe(98);
    expect(score.matchExplanation).toBe('Excellent match');
    expect(score.matchReasons).toEqual([
      'Matching skills: TypeScript, React',
      'Mid level, as asked',
      'Bengaluru, Karnataka: a preferred location',
      'Pays from ₹12L, meeting the ₹10L expected',
    ]);
    expect(score.eligible).toBe(true);
    expect(isRecommendable(score)).toBe(true);
  });

  it('names the skills, level and place that matched or missed, whatever the percent', () => {
    // skills 50 (20) + level one step (18.75) + location 60 (9) + type 100 (10) + education 80 (8) = 65.75
    const low = scoreMatch(
      candidate({ skills: ['TypeScript'], location: 'Delhi' }),
      job({ experienceMin: 6 }),
      now,
    );
    expect(low.matchPercentage).toBe(66);
    expect(low.matchReasons).toEqual([
      'Matching skills: TypeScript',
      'Missing skills: React',
      'Senior level asked; the profile is mid level',
      'Bengaluru, Karnataka: not among the preferred locations',
      'Pays from ₹12L, meeting the ₹10L expected',
    ]);
    expect(isRecommendable(low)).toBe(false);

    // 20 + 25 + 15 + 10 + 8 = 78
    const good = scoreMatch(candidate({ skills: ['TypeScript'] }), job(), now);
    expect(good.matchPercentage).toBe(78);
    expect(good.matchReasons).toEqual([
      'Matching skills: TypeScript',
      'Missing skills: React',
      'Mid level, as asked',
      'Bengaluru, Karnataka: a preferred location',
      'Pays from ₹12L, meeting the ₹10L expected',
    ]);

    // 40 + 25 + 9 + 10 + 8 = 92 -> excellent; with job type 50: 87 -> strong
    const strong = scoreMatch(candidate({ location: 'Delhi', jobTypes: [] }), job(), now);
    expect(strong.matchPercentage).toBe(87);
    expect(strong.matchExplanation).toBe('Great match');
    const remote = scoreMatch(candidate(), job({ isRemote: true }), now);
    expect(remote.matchReasons).toContain('Remote');
  });

  it('rounds to the nearest percent: 82.67 -> 83, 61.75 -> 62', () => {
    // skills 2/3 (26.67) + 25 + 15 + 10 + 6 = 82.67
    const score = scoreMatch(
      candidate({ skills: ['TypeScript', 'React'], hasEducation: false }),
      job({ skills: ['TypeScript', 'React', 'Kafka'] }),
      now,
    );
    expect(score.matchPercentage).toBe(83);
    // skills 1/4 (10) + one step (18.75) + 15 + 10 + 8 = 61.75
    const below = scoreMatch(
      candidate({ skills: ['Go'], experienceLevel: 'senior', experienceYears: 6 }),
      job({ skills: ['Go', 'Rust', 'Kafka', 'Redis'] }),
      now,
    );
    expect(below.matchPercentage).toBe(62);
  });

  it('rounds an exact half up, and reads bands and the threshold from the rounded percent', () => {
    // An executive for a mid-level job (two steps, 12.5): 3 of 5 skills (24) + 12.5 + 15 + 10 + 8 = 69.5
    const executive = candidate({ experienceYears: 12, experienceLevel: 'executive' });
    const threeOfFive = scoreMatch(
      executive,
      job({ skills: ['TypeScript', 'React', 'AWS', 'Go', 'Rust'] }),
      now,
    );
    expect(weighted(threeOfFive.parts)).toBe(69.5);
    expect(threeOfFive.matchPercentage).toBe(70);
    expect(threeOfFive.matchExplanation).toBe('Good match');
    expect(threeOfFive.matchReasons).toContain('Missing skills: Go, Rust');
    expect(isRecommendable(threeOfFive)).toBe(true);
    // All skills (40) + 12.5 + 15 + 10 + 8 = 85.5 -> 86: 'Great match', the band its badge shows
    const allSkills = scoreMatch(executive, job(), now);
    expect(weighted(allSkills.parts)).toBe(85.5);
    expect(allSkills.matchPercentage).toBe(86);
    expect(allSkills.matchExplanation).toBe('Great match');
  });

  it('marks the strict filters and makes the pair ineligible when one fails', () => {
    const underpaid = scoreMatch(candidate(), job({ salaryMin: 500_000 }), now);
    expect(underpaid.salaryMatches).toBe(false);
    expect(underpaid.eligible).toBe(false);
    expect(underpaid.matchReasons).toContain('Pays from ₹5L, under the ₹10L expected');
    const junior = scoreMatch(candidate({ experienceYears: 2 }), job({ experienceMin: 3 }), now);
    expect(junior.experienceMatches).toBe(false);
    expect(junior.eligible).toBe(false);
    // Exactly the job's minimum is enough ("at least").
    const exactly = scoreMatch(candidate({ experienceYears: 3 }), job({ experienceMin: 3 }), now);
    expect(exactly.experienceMatches).toBe(true);
    expect(exactly.eligible).toBe(true);
    const closed = scoreMatch(candidate(), job({ isActive: false }), now);
    expect(closed.eligible).toBe(false);
    expect(isRecommendable(closed)).toBe(false);
  });

  it('scores a job with no skills at 100 on skills, and a candidate with no skills at 0', () => {
    expect(scoreMatch(candidate(), job({ skills: [] }), now).parts.skills).toBe(100);
    expect(scoreMatch(candidate({ skills: [] }), job(), now).parts.skills).toBe(0);
  });

  it('gives the same score to the same pair every time (ties are stable)', () => {
    const a = scoreMatch(candidate(), job({ location: 'Remote' }), now);
    const b = scoreMatch(candidate(), job({ location: 'Remote' }), now);
    expect(a).toEqual(b);
  });
});

describe('the pruning proof', () => {
  it('without a shared skill no pair reaches 70: the other parts add at most 58', () => {
    expect(OTHER_PARTS_AT_MOST).toBe(58);
    const best = scoreMatch(candidate({ skills: ['Cobol'] }), job({ location: 'Remote' }), now);
    expect(best.parts.skills).toBe(0);
    expect(best.matchPercentage).toBe(58);
  });

  it('needs a skills share of 28.75 % to round up to 70', () => {
    expect(leastSkillsShareFor(70)).toBeCloseTo(0.2875, 6);
    expect(leastSkillsShareFor(50)).toBe(0);
  });
});
