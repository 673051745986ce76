// Boundary: profile dropdown rules (pure): the availability a notice period puts a person at.
import { describe, expect, it } from 'vitest';
import { availabilityForNoticeDays } from './options';

describe('availabilityForNoticeDays', () => {
  it('takes the first choice that covers the whole notice', () => {
    expect(availabilityForNoticeDays(0)).toBe('Immediate');
    expect(availabilityForNoticeDays(14)).toBe('2 weeks');
    expect(availabilityForNoticeDays(30)).toBe('1 month');
    expect(availabilityForNoticeDays(45)).toBe('2 months');
    expect(availabilityForNoticeDays(60)).toBe('2 months');
    expect(availabilityForNoticeDays(90)).toBe('3 months');
    expect(availabilityForNoticeDays(120)).toBe('More than 3 months');
  });
});
