// Boundary: pure rule - which screen the recommendations page shows for a profile or a refused call.
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { gateForError, recommendationsGate } from './recommendations-gate';

const profile = (canViewRecommendations: boolean, matchingEnabled: boolean) => ({
  matchingEnabled,
  completion: { canViewRecommendations },
});

const answer = (status: number, code: string) =>
  new AppError({ status, code: code as AppError['code'], message: 'refused' });

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
