// Boundary: the cap rule on a candidate's stored matches (pure): which are kept, and who may join a full list.
import { describe, expect, it } from 'vitest';
import { byRankDescending, entersStoredMatches, isAtCap, keepBest } from './cap';

const match = (jobId: string, matchPercentage: number, postedAt: string) => ({
  jobId,
  matchPercentage,
  postedAt,
});

describe('keepBest', () => {
  it('keeps the highest scores, ties going to the job posted last, then the larger id', () => {
    const matches = [
      match('a', 80, '2026-11-01T00:00:00.000Z'),
      match('b', 95, '2026-10-01T00:00:00.000Z'),
      match('c', 80, '2026-11-20T00:00:00.000Z'),
      match('d', 72, '2026-11-28T00:00:00.000Z'),
      match('e', 80, '2026-11-20T00:00:00.000Z'),
    ];
    const { kept, dropped } = keepBest(matches, 3);
    expect(kept.map((m) => m.jobId)).toEqual(['b', 'e', 'c']);
    expect(dropped.map((m) => m.jobId)).toEqual(['a', 'd']);
  });

  it('keeps everything under the cap, and 500 by default', () => {
    expect(keepBest([match('a', 70, '2026-11-01T00:00:00.000Z')], 3).dropped).toEqual([]);
    const many = Array.from({ length: 520 }, (_, i) =>
      match(`j${i}`, 70 + (i % 30), '2026-11-01T00:00:00.000Z'),
    );
    expect(keepBest(many).kept).toHaveLength(500);
  });
});

describe('entersStoredMatches', () => {
  const floor = match('m', 80, '2026-11-10T00:00:00.000Z');
  it('lets anything in below the cap', () => {
    expect(entersStoredMatches(match('n', 70, '2026-01-01T00:00:00.000Z'), { count: 2, floor }, 3)).toBe(
      true,
    );
  });
  it('when full, only what ranks above the floor', () => {
    const held = { count: 3, floor };
    expect(entersStoredMatches(match('n', 81, '2026-01-01T00:00:00.000Z'), held, 3)).toBe(true);
    expect(entersStoredMatches(match('n', 80, '2026-11-11T00:00:00.000Z'), held, 3)).toBe(true);
    expect(entersStoredMatches(match('n', 80, '2026-11-09T00:00:00.000Z'), held, 3)).toBe(false);
    expect(entersStoredMatches(match('n', 79, '2026-11-30T00:00:00.000Z'), held, 3)).toBe(false);
  });
  it('lets a match in when full without a known floor: the trim then pushes the worst out', () => {
    expect(
      entersStoredMatches(match('n', 70, '2026-01-01T00:00:00.000Z'), { count: 3, floor: null }, 3),
    ).toBe(true);
  });
});

describe('ranks', () => {
  it('never ties two jobs, and says when the list is at the cap', () => {
    const same = '2026-11-01T00:00:00.000Z';
    expect(byRankDescending(match('a', 80, same), match('b', 80, same))).toBeGreaterThan(0);
    expect(isAtCap(499)).toBe(false);
    expect(isAtCap(500)).toBe(true);
  });
});
