// Boundary: pure rules - how a match reads on screen (candidate-side.md section 2, Match and job display rules).
import { describe, expect, it } from 'vitest';
import {
  isHighlightedMatch,
  matchBand,
  matchFacts,
  matchWording,
  nearMissCountText,
  notRecommendedReason,
  shownSkills,
} from './display';

describe('matchBand', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Great'],
    [80, 'Great'],
    [79, 'Good'],
    [70, 'Good'],
    [69, 'Fair'],
    [60, 'Fair'],
    [59, 'Poor'],
    [0, 'Poor'],
  ] as const)('%i%% is %s', (percentage, band) => {
    expect(matchBand(percentage)).toBe(band);
  });
});

describe('isHighlightedMatch', () => {
  it('highlights from 85', () => {
    expect(isHighlightedMatch(84)).toBe(false);
    expect(isHighlightedMatch(85)).toBe(true);
    expect(isHighlightedMatch(100)).toBe(true);
  });
});

describe('shownSkills', () => {
  it('shows up to 3 skills, then +N more', () => {
    expect(shownSkills([])).toEqual({ shown: [], more: null });
    expect(shownSkills(['Java', 'Kafka', 'SQL'])).toEqual({ shown: ['Java', 'Kafka', 'SQL'], more: null });
    expect(shownSkills(['Java', 'Kafka', 'SQL', 'Go', 'AWS'])).toEqual({
      shown: ['Java', 'Kafka', 'SQL'],
      more: '+2 more',
    });
  });
});

describe('matchFacts', () => {
  const allGood = { salaryMatches: true, experienceMatches: true, locationMatch: true };

  it('tells the candidate about the job, in filter order', () => {
    expect(matchFacts(allGood, 'candidate')).toEqual([
      { key: 'salary', ok: true, text: 'Pays what you expect' },
      { key: 'experience', ok: true, text: 'You have the experience it asks for' },
      { key: 'location', ok: true, text: 'In a location you want (or remote)' },
    ]);
  });

  it('says which filter fails, to either reader', () => {
    const none = { salaryMatches: false, experienceMatches: false, locationMatch: false };
    expect(matchFacts(none, 'candidate').map((fact) => [fact.ok, fact.text])).toEqual([
      [false, 'Pays less than you expect'],
      [false, 'Asks for more experience than you have'],
      [false, 'Outside the locations you want'],
    ]);
    expect(matchFacts(none, 'employer').map((fact) => fact.text)).toEqual([
      'Expects more than the job offers',
      'Has less experience than the job asks for',
      'Prefers other locations',
    ]);
    expect(matchFacts(allGood, 'employer').every((fact) => fact.ok)).toBe(true);
  });
});

describe('notRecommendedReason', () => {
  const recommended = {
    salaryMatches: true,
    experienceMatches: true,
    locationMatch: false,
    eligible: true,
    matchPercentage: 70,
  };

  it('is null for a pair that may be recommended (location is no filter)', () => {
    expect(notRecommendedReason(recommended)).toBeNull();
  });

  it('names the failed strict filter first, salary before experience', () => {
    expect(
      notRecommendedReason({
        ...recommended,
        salaryMatches: false,
        experienceMatches: false,
        eligible: false,
      }),
    ).toBe('Not recommended to you: it pays less than your expected minimum.');
    expect(notRecommendedReason({ ...recommended, experienceMatches: false, eligible: false })).toBe(
      'Not recommended to you: it asks for more years than you have.',
    );
  });

  it('explains a closed job and a score under 70', () => {
    expect(notRecommendedReason({ ...recommended, eligible: false })).toBe(
      'Not recommended to you: the job is not open.',
    );
    expect(notRecommendedReason({ ...recommended, matchPercentage: 69 })).toBe(
      'Not recommended to you: recommendations start at 70%.',
    );
  });
});

describe('matchWording', () => {
  it('derives band, heading and explanation from the percentage alone, so they always agree', () => {
    expect(matchWording(86)).toEqual({
      band: 'Great',
      heading: 'Great match',
      explanation: 'Fits on most counts.',
    });
    expect(matchWording(84).heading).toBe('Great match');
    for (const percentage of [0, 59, 60, 69, 70, 79, 80, 89, 90, 100]) {
      expect(matchWording(percentage).heading).toBe(`${matchBand(percentage)} match`);
    }
  });
});

describe('nearMissCountText', () => {
  it('counts the near-misses in words, one or many', () => {
    expect(nearMissCountText(1)).toBe('1 job would match but for your minimum salary');
    expect(nearMissCountText(1200)).toBe('1,200 jobs would match but for your minimum salary');
  });
});
