// Boundary: the age rule at sign-up (pure): which band a date of birth falls in, on which day.
import { describe, expect, it } from 'vitest';
import { adultOn, ageBand, awaitsGuardian, parseBirthDate } from './age';

/** Noon in India on the given calendar day. */
const indiaNoon = (day: string) => new Date(`${day}T06:30:00Z`);

describe('age bands', () => {
  it('refuses under 16, asks a parent at 16 and 17, and takes 18 and over as adults', () => {
    const today = indiaNoon('2026-11-29');
    expect(ageBand('2010-11-30', today)).toBe('under-minimum');
    expect(ageBand('2010-11-29', today)).toBe('minor');
    expect(ageBand('2008-11-30', today)).toBe('minor');
    expect(ageBand('2008-11-29', today)).toBe('adult');
    expect(ageBand('1960-01-01', today)).toBe('adult');
  });

  it('turns a birthday at midnight in India, not at midnight UTC', () => {
    // 20:00 UTC on 28 November is 01:30 on 29 November in India: the 16th birthday has begun.
    expect(ageBand('2010-11-29', new Date('2026-11-28T20:00:00Z'))).toBe('minor');
    expect(ageBand('2010-11-29', new Date('2026-11-28T18:00:00Z'))).toBe('under-minimum');
  });

  it('knows no band for what is not a calendar date', () => {
    expect(parseBirthDate('2009-02-29')).toBeUndefined();
    expect(parseBirthDate('29/11/2009')).toBeUndefined();
    expect(ageBand('', new Date())).toBeUndefined();
    expect(parseBirthDate('2008-02-29')).toEqual({ year: 2008, month: 2, day: 29 });
  });

  it('keeps the 18th birthday of a minor, 1 March for a leap-day birth', () => {
    expect(adultOn('2009-06-15')).toBe('2027-06-15');
    expect(adultOn('2008-02-29')).toBe('2026-03-01');
  });

  it('waits for the parent only until the confirmation or the 18th birthday', () => {
    const waiting = { guardianConsent: 'waiting' as const, adultOn: '2027-06-15' };
    expect(awaitsGuardian(waiting, indiaNoon('2027-06-14'))).toBe(true);
    expect(awaitsGuardian(waiting, indiaNoon('2027-06-15'))).toBe(false);
    expect(awaitsGuardian({ ...waiting, guardianConsent: 'given' }, indiaNoon('2027-01-01'))).toBe(false);
    expect(awaitsGuardian({}, indiaNoon('2027-01-01'))).toBe(false);
  });
});
