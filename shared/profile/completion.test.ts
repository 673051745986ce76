// Boundary: the profile completion rule (pure): every weight, every boundary, the matching preconditions.
import { describe, expect, it } from 'vitest';
import {
  type CompletionInput,
  completionBand,
  completionLabel,
  completionPrompt,
  computeCompletion,
} from './completion';

const empty: CompletionInput = {
  hasResume: false,
  skills: [],
  workExperienceCount: 0,
  educationCount: 0,
  jobTypes: [],
  preferredLocations: [],
};

const full: CompletionInput = {
  firstName: 'Anil',
  lastName: 'Kumar',
  headline: 'Data Analyst',
  summary: 'x'.repeat(50),
  hasResume: true,
  salaryExpectation: { min: 600_000, max: 900_000, currency: 'INR' },
  experienceYears: 2,
  experienceLevel: 'mid',
  skills: ['SQL', 'Python', 'Tableau'],
  workExperienceCount: 1,
  educationCount: 1,
  jobTypes: ['FULL_TIME'],
  preferredLocations: ['Pune'],
};

const pct = (input: CompletionInput) => computeCompletion(input).completionPercentage;

describe('computeCompletion', () => {
  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(pct(empty)).toBe(0);
    expect(pct(full)).toBe(100);
    expect(computeCompletion(full)).toMatchObject({
      isValid: true,
      missingFields: [],
      canViewRecommendations: true,
    });
  });

  it.each([
    ['basic info', { summary: 'x'.repeat(49) }, 15],
    ['basic info', { headline: '  ' }, 15],
    ['resume', { hasResume: false }, 25],
    ['salary', { salaryExpectation: { min: 0, max: 900_000, currency: 'INR' } }, 20],
    ['salary', { salaryExpectation: { min: 900_001, max: 900_000, currency: 'INR' } }, 20],
    ['salary', { salaryExpectation: { min: 1, max: 1, currency: '' } }, 20],
    ['experience', { experienceYears: -1 }, 15],
    ['experience', { experienceLevel: 'guru' }, 15],
    ['skills', { skills: ['SQL', 'Python'] }, 10],
    ['work experience', { workExperienceCount: 0 }, 10],
    ['education', { educationCount: 0 }, 10],
    ['preferences', { jobTypes: [] }, 5],
    ['preferences', { preferredLocations: [] }, 5],
  ])('takes away the %s weight (%j)', (_section, change, weight) => {
    expect(pct({ ...full, ...change })).toBe(Math.round(((110 - weight) / 110) * 100));
  });

  it('accepts each boundary value', () => {
    expect(
      pct({
        ...full,
        summary: 'x'.repeat(50),
        experienceYears: 0,
        salaryExpectation: { min: 1, max: 1, currency: 'USD' },
      }),
    ).toBe(100);
  });

  it('needs resume, salary and experience for matching, whatever else is there', () => {
    expect(computeCompletion({ ...full, hasResume: false }).isValid).toBe(false);
    expect(computeCompletion({ ...full, salaryExpectation: null }).isValid).toBe(false);
    expect(computeCompletion({ ...full, experienceYears: null }).isValid).toBe(false);
    expect(computeCompletion({ ...full, skills: [], educationCount: 0 }).isValid).toBe(true);
  });

  it('lists the spec messages for what is missing, and a next action', () => {
    const result = computeCompletion(empty);
    expect(result.missingFields).toEqual(
      expect.arrayContaining([
        'Upload your resume - required for all candidates',
        'Add your salary expectations to see relevant job matches',
        'Update your total years of experience for accurate matching',
        'Add your key skills to improve job matching accuracy',
        'Set your preferred location for location-based matching',
      ]),
    );
    expect(result.nextAction?.title).toBeTruthy();
  });

  it('suggests more skills below five and steps below 80 percent', () => {
    expect(computeCompletion({ ...full, skills: ['a', 'b', 'c', 'd'] }).suggestions).toEqual([
      'Add 1 more skill to stand out to employers',
    ]);
    expect(computeCompletion({ ...full, skills: ['a', 'b', 'c', 'd', 'e'] }).suggestions).toEqual([]);
    expect(computeCompletion({ ...full, hasResume: false }).suggestions.length).toBeGreaterThan(0);
  });
});

describe('the next step names what is actually missing', () => {
  const next = (change: Partial<CompletionInput>) => computeCompletion({ ...full, ...change }).nextAction;

  it('asks a profile with a headline and a too-short summary to lengthen it, not to add either', () => {
    const result = computeCompletion({ ...full, summary: 'Analyst who likes SQL.' });
    expect(result.completionPercentage).toBe(86);
    expect(completionLabel(result.completionPercentage)).toBe('Complete');
    expect(result.nextAction).toEqual({
      title: 'Lengthen your summary',
      description: 'Lengthen your summary to at least 50 characters (it has 22).',
    });
    expect(result.missingFields).toEqual(['Lengthen your summary to at least 50 characters (it has 22).']);
    expect(JSON.stringify(result)).not.toMatch(/headline/i);
  });

  it.each([
    [{ summary: null }, 'Add a summary', 'Add a summary of at least 50 characters.'],
    [{ headline: ' ' }, 'Add a headline', 'Add a headline.'],
    [
      { headline: null, summary: '' },
      'Add a headline and a summary',
      'Add a headline and a summary of at least 50 characters.',
    ],
    [
      { lastName: '', summary: 'Short one.' },
      'Add your name',
      'Add your first and last name. Lengthen your summary to at least 50 characters (it has 10).',
    ],
  ])('basic info %j: %s', (change, title, description) => {
    expect(next(change)).toEqual({ title, description });
  });

  it('words the other sections for what they lack', () => {
    expect(next({ salaryExpectation: { min: 600_000, max: null, currency: 'INR' } })?.title).toBe(
      'Add your maximum expected salary',
    );
    expect(next({ salaryExpectation: null })?.title).toBe('Add your salary expectations');
    expect(next({ skills: ['SQL', 'Python'] })?.description).toBe(
      'You have listed 2: list at least 3 skills so we can match you to the right jobs.',
    );
    expect(next({ jobTypes: [] })?.description).toBe('Choose the job types you want.');
    expect(computeCompletion({ ...full, jobTypes: [] }).missingFields).toEqual([
      'Choose the job types you want',
    ]);
    expect(next({ preferredLocations: [] })?.description).toBe('Choose the locations you want.');
    expect(computeCompletion({ ...full, preferredLocations: [] }).missingFields).toEqual([
      'Set your preferred location for location-based matching',
    ]);
  });

  it('has nothing left for a full profile', () => {
    expect(computeCompletion(full).nextAction).toBeNull();
  });
});

describe('completionPrompt', () => {
  it.each([
    [0, 'Next step', 'Complete your profile'],
    [79, 'Next step', 'Complete your profile'],
    [80, 'Tip', 'Improve your profile'],
    [99, 'Tip', 'Improve your profile'],
    [100, 'Tip', 'View your profile'],
  ])('%i%%: %s, %s', (percentage, stepLabel, profileLink) => {
    expect(completionPrompt(percentage)).toEqual({ stepLabel, profileLink });
  });
});

describe('completion label and colour', () => {
  it.each([
    [0, 'In Progress', 'red'],
    [59, 'In Progress', 'red'],
    [60, 'In Progress', 'yellow'],
    [79, 'In Progress', 'yellow'],
    [80, 'Complete', 'green'],
    [100, 'Complete', 'green'],
  ])('%i%% reads %s in %s', (percentage, label, band) => {
    expect(completionLabel(percentage)).toBe(label);
    expect(completionBand(percentage)).toBe(band);
  });
});
