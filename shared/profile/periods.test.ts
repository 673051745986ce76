// Boundary: profile dates of work and study (pure): months and years alone, compared and shown in en-IN.
import { describe, expect, it } from 'vitest';
import { compareProfileDates, formatPeriod, formatProfileDate, isYearOnly, PROFILE_DATE } from './periods';

describe('profile dates', () => {
  it('holds a month or a year alone, nothing else', () => {
    for (const value of ['2021-07', '2014']) expect(PROFILE_DATE.test(value)).toBe(true);
    for (const value of ['2021-13', '2021-7', '14', 'Jul 2021', '2021-07-01'])
      expect(PROFILE_DATE.test(value)).toBe(false);
    expect(isYearOnly('2014')).toBe(true);
    expect(isYearOnly('2014-01')).toBe(false);
  });

  it('shows a month as en-IN does and a year as the year', () => {
    expect(formatProfileDate('2021-07')).toBe('Jul 2021');
    expect(formatProfileDate('2020-01')).toBe('Jan 2020');
    expect(formatProfileDate('2019-12')).toBe('Dec 2019');
    expect(formatProfileDate('2014')).toBe('2014');
  });

  it('leaves anything that is not a profile date as it is', () => {
    expect(formatProfileDate('2021-13')).toBe('2021-13');
    expect(formatProfileDate('soon')).toBe('soon');
  });

  it('compares at the precision both dates share', () => {
    expect(compareProfileDates('2018-05', '2018-06')).toBeLessThan(0);
    expect(compareProfileDates('2019', '2018-12')).toBeGreaterThan(0);
    // A year holds each of its months: neither is before the other.
    expect(compareProfileDates('2018', '2018-05')).toBe(0);
    expect(compareProfileDates('2018-05', '2018')).toBe(0);
  });
});

describe('periods', () => {
  it('keeps a year-only period to its years', () => {
    expect(formatPeriod('2014', '2018', false)).toBe('2014 - 2018');
    expect(formatPeriod('2019', null, true)).toBe('2019 - Present');
    expect(formatPeriod('2014', '2018-05', false)).toBe('2014 - May 2018');
  });

  it('ends a current period with Present', () => {
    expect(formatPeriod('2021-07', null, true)).toBe('Jul 2021 - Present');
    // A stale end date of a current entry is not shown.
    expect(formatPeriod('2021-07', '2022-01', true)).toBe('Jul 2021 - Present');
    expect(formatPeriod('2016-06', '2020-05', false)).toBe('Jun 2016 - May 2020');
    expect(formatPeriod('2016-06', null, false)).toBe('Jun 2016');
    expect(formatPeriod(null, '2020', false)).toBe('2020');
    expect(formatPeriod(null, null, false)).toBe('');
  });
});
