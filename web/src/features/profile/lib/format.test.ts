// Boundary: profile display formatting (pure): experience bands, initials.
import { describe, expect, it } from 'vitest';
import { experienceBandFor, initials } from './format';

describe('experience bands', () => {
  it('puts a number of years in the band that starts at or below it', () => {
    expect(experienceBandFor(0).label).toBe('Less than 1 year');
    expect(experienceBandFor(1).label).toBe('1-2 years');
    expect(experienceBandFor(4).label).toBe('3-5 years');
    expect(experienceBandFor(7).label).toBe('7-10 years');
    expect(experienceBandFor(25).label).toBe('10+ years');
  });
});

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials('Asha', 'Rao')).toBe('AR');
    expect(initials('  priya ', '')).toBe('P');
    expect(initials('', null)).toBe('?');
  });
});
