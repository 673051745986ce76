// Boundary: pure rule - which screen the recommendations page shows for a profile or a refused call.
import { COMPLETION_MESSAGES, type CompletionInput, computeCompletion } from '@shared/profile/completion';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { gateForError, missingForRecommendations, recommendationsGate } from './recommendations-gate';

const profile = (canViewRecommendations: boolean, matchingEnabled: boolean) => ({
  matchingEnabled,
  completion: { canViewRecommendations },
});

const answer = (status: number, code: string) =>
  new AppError({ status, code: code as AppError['code'], message: 'refused' });

/** Just what matching needs: resume, salary expectations, experience; nothing else. */
const matchingDataOnly: CompletionInput = {
  hasResume: true,
  salaryExpectation: { min: 600_000, max: 900_000, currency: 'INR' },
  experienceYears: 2,
  experienceLevel: 'mid',
  skills: [],
  workExperienceCount: 0,
  educationCount: 0,
  jobTypes: [],
  preferredLocations: [],
};

const full: CompletionInput = {
  ...matchingDataOnly,
  firstName: 'Anil',
  lastName: 'Kumar',
  headline: 'Data Analyst',
  summary: 'x'.repeat(50),
  skills: ['SQL', 'Python', 'Tableau'],
  workExperienceCount: 1,
  educationCount: 1,
  jobTypes: ['FULL_TIME'],
  preferredLocations: ['Pune'],
};

describe('recommendationsGate', () => {
  it('asks to complete the profile first, whatever the matching switch says', () => {
    expect(recommendationsGate(profile(false, false))).toBe('complete-profile');
    expect(recommendationsGate(profile(false, true))).toBe('complete-profile');
  });

  it('offers to turn matching on, then shows the matches', () => {
    expect(recommendationsGate(profile(true, false))).toBe('matching-off');
    expect(recommendationsGate(profile(true, true))).toBe('ready');
  });
});

describe('the rule the page and the server share', () => {
  it('opens recommendations with the matching data, even below the 80 % at which a profile reads Complete', () => {
    const completion = computeCompletion(matchingDataOnly);
    expect(completion.completionPercentage).toBe(55);
    expect(completion.isValid).toBe(true);
    expect(recommendationsGate({ matchingEnabled: true, completion })).toBe('ready');
    expect(missingForRecommendations(completion)).toEqual([]);
  });

  it('asks for the matching data even at 80 % or more', () => {
    const completion = computeCompletion({ ...full, salaryExpectation: null });
    expect(completion.completionPercentage).toBe(82);
    expect(recommendationsGate({ matchingEnabled: true, completion })).toBe('complete-profile');
    expect(missingForRecommendations(completion)).toEqual([COMPLETION_MESSAGES.salary]);
  });

  it('is the server precondition (isValid, stored as hasRequiredMatchingData) for every profile', () => {
    const variants: CompletionInput[] = [
      full,
      matchingDataOnly,
      { ...full, hasResume: false },
      { ...full, experienceYears: null },
      { ...matchingDataOnly, salaryExpectation: { min: 900_000, max: 600_000, currency: 'INR' } },
      { ...matchingDataOnly, hasResume: false, salaryExpectation: null, experienceYears: null },
    ];
    for (const input of variants) {
      const completion = computeCompletion(input);
      expect(completion.canViewRecommendations).toBe(completion.isValid);
    }
    expect(
      missingForRecommendations(
        computeCompletion({
          ...matchingDataOnly,
          hasResume: false,
          salaryExpectation: null,
          experienceYears: null,
        }),
      ),
    ).toEqual([COMPLETION_MESSAGES.resume, COMPLETION_MESSAGES.salary, COMPLETION_MESSAGES.experience]);
  });
});

describe('gateForError', () => {
  it('reads the matching codes of the server', () => {
    expect(gateForError(answer(409, 'MATCHING_DISABLED'))).toBe('matching-off');
    expect(gateForError(answer(400, 'MATCHING_DATA_MISSING'))).toBe('complete-profile');
  });

  it('leaves other failures to the page', () => {
    expect(gateForError(answer(400, 'BAD_REQUEST'))).toBeNull();
    expect(gateForError(answer(500, 'INTERNAL_ERROR'))).toBeNull();
    expect(gateForError(new Error('offline'))).toBeNull();
  });
});
