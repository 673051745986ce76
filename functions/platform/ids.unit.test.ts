// Boundary: the time-ordered id rule (pure).
import { describe, expect, it } from 'vitest';
import { timeOfId, timeOrderedId } from './ids';

describe('timeOrderedId', () => {
  it('is 26 Crockford characters that say the time they were made for', () => {
    const at = Date.UTC(2025, 5, 1, 10, 30);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(timeOfId(id)).toBe(at);
  });

  it('sorts as text in the order of the times', () => {
    const times = [0, 1, 31, 32, 1_700_000_000_000, 1_700_000_000_001, 2 ** 48 - 1];
    const ids = times.map((at) => timeOrderedId(at));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs between two ids of the same millisecond', () => {
    expect(timeOrderedId(5)).not.toBe(timeOrderedId(5));
  });

  it('refuses a time it cannot encode', () => {
    expect(() => timeOrderedId(-1)).toThrow(RangeError);
    expect(() => timeOrderedId(2 ** 48)).toThrow(RangeError);
  });
});
