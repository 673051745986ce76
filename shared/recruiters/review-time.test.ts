// Boundary: how long a recruiter application has waited, in business days in India (pure).
import { describe, expect, it } from 'vitest';
import { oneBusinessDayAfter } from './review-time';

describe('oneBusinessDayAfter', () => {
  it('is the same time the next working day', () => {
    // Tuesday 10:00 in India -> Wednesday 10:00.
    expect(oneBusinessDayAfter('2026-11-24T04:30:00.000Z').toISOString()).toBe('2026-11-25T04:30:00.000Z');
    // Friday 18:00 in India -> Monday 18:00.
    expect(oneBusinessDayAfter('2026-11-27T12:30:00.000Z').toISOString()).toBe('2026-11-30T12:30:00.000Z');
  });

  it('counts a weekend submission from the start of Monday', () => {
    // Saturday 11:00 in India -> the end of Monday (Tuesday 00:00 in India).
    expect(oneBusinessDayAfter('2026-11-28T05:30:00.000Z').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});
