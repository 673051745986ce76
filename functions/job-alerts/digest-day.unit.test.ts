// Boundary: the daily job alerts' clock (pure): which morning mails a match, and when a day is due.
import { describe, expect, it } from 'vitest';
import { digestDayOf, isDigestDue } from './digest-day';

describe('the daily job alerts clock', () => {
  it('gives a match before 9:00 IST to that morning, after it to the next', () => {
    expect(digestDayOf(new Date('2026-11-30T03:29:59.000Z'))).toBe('2026-11-30');
    expect(digestDayOf(new Date('2026-11-30T03:30:00.000Z'))).toBe('2026-12-01');
    expect(digestDayOf(new Date('2026-11-29T20:00:00.000Z'))).toBe('2026-11-30');
  });

  it('mails a day only once its 9:00 IST has come', () => {
    expect(isDigestDue('2026-11-30', new Date('2026-11-30T03:29:59.000Z'))).toBe(false);
    expect(isDigestDue('2026-11-30', new Date('2026-11-30T03:30:00.000Z'))).toBe(true);
    expect(isDigestDue('2026-11-29', new Date('2026-11-30T00:00:00.000Z'))).toBe(true);
  });
});
