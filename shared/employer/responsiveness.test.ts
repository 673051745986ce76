import { describe, expect, it } from 'vitest';
import {
  answeredShareText,
  RESPONSIVENESS_MIN_APPLICATIONS,
  responseBoundOf,
  responsivenessBasisText,
  responsivenessDays,
  responsivenessOf,
  usualResponseText,
} from './responsiveness';

const HOUR = 3600;

describe('responseBoundOf', () => {
  it('counts a first response under the smallest bound it fits, and none after 7 days', () => {
    expect(responseBoundOf(0)).toBe(1);
    expect(responseBoundOf(24 * HOUR)).toBe(1);
    expect(responseBoundOf(24 * HOUR + 1)).toBe(2);
    expect(responseBoundOf(72 * HOUR)).toBe(3);
    expect(responseBoundOf(4 * 24 * HOUR)).toBe(5);
    expect(responseBoundOf(7 * 24 * HOUR)).toBe(7);
    expect(responseBoundOf(7 * 24 * HOUR + 1)).toBeNull();
  });
});

describe('responsivenessDays', () => {
  it('reads the 90 days of applications whose 7 days have all passed, on India’s calendar', () => {
    // 29 Nov 2026 at 20:00 UTC is already 30 Nov in India.
    expect(responsivenessDays(new Date('2026-11-29T20:00:00Z'))).toEqual({
      from: '2026-08-25',
      to: '2026-11-22',
    });
    expect(responsivenessDays(new Date('2026-11-29T10:00:00Z'))).toEqual({
      from: '2026-08-24',
      to: '2026-11-21',
    });
  });
});

describe('responsivenessOf', () => {
  const day = (received: number, answered: Record<number, number> = {}) => ({ received, answered });

  it('shows nothing until enough applications back it', () => {
    expect(responsivenessOf([])).toBeNull();
    expect(responsivenessOf([day(RESPONSIVENESS_MIN_APPLICATIONS - 1, { 1: 9 })])).toBeNull();
    expect(responsivenessOf([day(RESPONSIVENESS_MIN_APPLICATIONS)])).toEqual({
      applications: 10,
      answeredPercent: 0,
      usuallyWithinDays: null,
    });
  });

  it('sums the days: the share answered within 7 days and the bound at least half are answered within', () => {
    const figures = responsivenessOf([day(6, { 1: 1, 2: 1 }), day(6, { 2: 1, 3: 3 })]);
    expect(figures).toEqual({ applications: 12, answeredPercent: 50, usuallyWithinDays: 3 });
    expect(figures && usualResponseText(figures)).toBe('Usually responds within 3 days');
    expect(figures && answeredShareText(figures)).toBe('Answers 50% of applications within 7 days');
    expect(figures && responsivenessBasisText(figures)).toBe('Based on 12 applications in the last 3 months');
    const quick = responsivenessOf([day(10, { 1: 8 })]);
    expect(quick && usualResponseText(quick)).toBe('Usually responds within a day');
    const slow = responsivenessOf([day(10, { 7: 4 })]);
    expect(slow && usualResponseText(slow)).toBeNull();
  });

  it('never reads over 100% when a day holds more answers than applications', () => {
    expect(responsivenessOf([day(10, { 1: 12 })])?.answeredPercent).toBe(100);
  });
});
