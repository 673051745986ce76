// Boundary: the shared date formatter and India's day (pure functions).
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, indianDay, startOfIndianDay } from './dates';

describe('India day', () => {
  it('turns over at midnight IST, 18:30 UTC', () => {
    expect(indianDay('2026-11-28T18:29:59.999Z')).toBe('2026-11-28');
    expect(indianDay('2026-11-28T18:30:00.000Z')).toBe('2026-11-29');
  });

  it('starts a day at 18:30 UTC the evening before', () => {
    expect(startOfIndianDay('2026-11-29')).toBe('2026-11-28T18:30:00.000Z');
    expect(indianDay(startOfIndianDay('2026-03-01'))).toBe('2026-03-01');
  });
});

describe('formatting', () => {
  it('writes dates en-IN on the Indian day, not the device zone', () => {
    expect(formatDate('2026-11-28T20:00:00.000Z')).toBe('29 Nov 2026');
  });

  it('writes times on India’s clock and names the zone', () => {
    expect(formatDateTime('2026-11-28T20:00:00.000Z')).toMatch(/^29 Nov 2026, 1:30\s?am IST$/i);
  });
});
