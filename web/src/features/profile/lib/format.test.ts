// Boundary: profile display formatting (pure): INR and LPA amounts, months and periods in en-IN, bands, initials.
import { describe, expect, it } from 'vitest';
import {
  experienceBandFor,
  formatLpa,
  formatMoney,
  formatMonth,
  formatPeriod,
  formatSalary,
  formatSalaryRange,
  initials,
} from './format';

describe('salaries', () => {
  it('groups rupees in lakhs and crores', () => {
    expect(formatMoney(1_200_000)).toBe('₹12,00,000');
    expect(formatMoney(25_000_000)).toBe('₹2,50,00,000');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('formats other currencies with their symbol', () => {
    expect(formatMoney(120_000, 'USD')).toBe('$1,20,000');
    expect(formatMoney(50_000, 'GBP')).toBe('£50,000');
  });

  it('reads rupee amounts as lakhs per annum', () => {
    expect(formatLpa(1_200_000)).toBe('12 LPA');
    expect(formatLpa(850_000)).toBe('8.5 LPA');
    expect(formatSalary(1_200_000)).toBe('₹12,00,000 (12 LPA)');
    // Small amounts and foreign currencies get no LPA reading.
    expect(formatSalary(40_000)).toBe('₹40,000');
    expect(formatSalary(90_000, 'USD')).toBe('$90,000');
  });

  it('formats a range, one end, or nothing', () => {
    expect(formatSalaryRange(1_000_000, 1_500_000)).toBe('₹10,00,000 - ₹15,00,000 (10-15 LPA)');
    expect(formatSalaryRange(80_000, 100_000, 'EUR')).toBe('€80,000 - €1,00,000');
    expect(formatSalaryRange(1_200_000, null)).toBe('From ₹12,00,000 (12 LPA)');
    expect(formatSalaryRange(null, 900_000)).toBe('Up to ₹9,00,000 (9 LPA)');
    expect(formatSalaryRange(null, null)).toBeNull();
    expect(formatSalaryRange(0, 0)).toBeNull();
  });
});

describe('months and periods', () => {
  it('shows a month as en-IN does', () => {
    expect(formatMonth('2021-07')).toBe('Jul 2021');
    expect(formatMonth('2020-01')).toBe('Jan 2020');
    expect(formatMonth('2019-12')).toBe('Dec 2019');
  });

  it('leaves anything that is not a month as it is', () => {
    expect(formatMonth('2021')).toBe('2021');
    expect(formatMonth('2021-13')).toBe('2021-13');
  });

  it('ends a current period with Present', () => {
    expect(formatPeriod('2021-07', null, true)).toBe('Jul 2021 - Present');
    // A stale end date of a current entry is not shown.
    expect(formatPeriod('2021-07', '2022-01', true)).toBe('Jul 2021 - Present');
    expect(formatPeriod('2016-06', '2020-05', false)).toBe('Jun 2016 - May 2020');
    expect(formatPeriod('2016-06', null, false)).toBe('Jun 2016');
    expect(formatPeriod(null, null, false)).toBe('');
  });
});

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
