// Boundary: the expiry and open-job rules (pure).
import { describe, expect, it } from 'vitest';
import { endOfIndianDay, expiryFor, indianDayOf, isOpen } from './job-rules';

const now = new Date('2025-07-10T06:00:00.000Z'); // 11:30 in India

describe('job expiry', () => {
  it('ends a chosen day at midnight India time', () => {
    expect(endOfIndianDay('2025-07-31')).toBe('2025-07-31T18:29:59.999Z');
    expect(indianDayOf('2025-07-31T18:29:59.999Z')).toBe('2025-07-31');
    expect(indianDayOf('2025-07-31T18:30:00.000Z')).toBe('2025-08-01');
  });

  it('defaults to sixty days from now', () => {
    expect(expiryFor(undefined, now)).toBe('2025-09-08T06:00:00.000Z');
    expect(expiryFor(null, now)).toBe('2025-09-08T06:00:00.000Z');
  });

  it('accepts today (it has not ended yet) and refuses yesterday', () => {
    expect(expiryFor('2025-07-10', now)).toBe('2025-07-10T18:29:59.999Z');
    expect(expiryFor('2025-07-09', now)).toBeUndefined();
  });

  it('refuses a date that does not exist', () => {
    expect(() => expiryFor('2025-02-30', now)).toThrow(RangeError);
    expect(() => endOfIndianDay('2025-13-01')).toThrow(RangeError);
  });
});

describe('isOpen', () => {
  it('needs the job active and unexpired', () => {
    expect(isOpen({ isActive: true, expiresAt: '2025-07-11T00:00:00.000Z' }, now)).toBe(true);
    expect(isOpen({ isActive: false, expiresAt: '2025-07-11T00:00:00.000Z' }, now)).toBe(false);
    expect(isOpen({ isActive: true, expiresAt: '2025-07-10T05:59:59.999Z' }, now)).toBe(false);
  });
});
