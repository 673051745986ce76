import { describe, expect, it } from 'vitest';
import { remainingText } from './access';

describe('remainingText', () => {
  it('says how many IT applications remain before one is spent', () => {
    expect(remainingText(7)).toBe(
      "Opening this applicant uses one of your plan's IT applications: 7 remaining.",
    );
    expect(remainingText(1)).toMatch(/: 1 remaining\.$/);
  });

  it('says unlimited for -1, and only what opening does while the figure is unknown', () => {
    expect(remainingText(-1)).toBe('Your plan includes unlimited IT applications.');
    expect(remainingText(undefined)).toBe("Opening this applicant uses one of your plan's IT applications.");
  });
});
