// Boundary: how jobs read on screen (pure): salary bands, experience, ages, expiry, chips, LPA.
import { describe, expect, it } from 'vitest';
import {
  ageText,
  capitalised,
  experienceText,
  expiryInfo,
  firstOf,
  formatSalaryShort,
  linesOf,
  lpaFromRupees,
  rupeesFromLpa,
  salaryRangeText,
} from './format';

const NOW = new Date('2026-11-23T12:00:00+05:30');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const DAY = 86_400_000;

describe('salary', () => {
  it('shows Cr from ten million, L from one lakh, else K', () => {
    expect(formatSalaryShort(12_000_000)).toBe('₹1.2Cr');
    expect(formatSalaryShort(10_000_000)).toBe('₹1Cr');
    expect(formatSalaryShort(1_250_000)).toBe('₹12.5L');
    expect(formatSalaryShort(100_000)).toBe('₹1L');
    expect(formatSalaryShort(45_000)).toBe('₹45K');
    expect(formatSalaryShort(900)).toBe('₹900');
    expect(formatSalaryShort(150_000, 'USD')).toBe('$1.5L');
  });

  it('reads a range as min-max, min+, up to max, or not disclosed', () => {
    expect(salaryRangeText(800_000, 1_500_000)).toBe('₹8L - ₹15L');
    expect(salaryRangeText(800_000, null)).toBe('₹8L+');
    expect(salaryRangeText(null, 1_500_000)).toBe('Up to ₹15L');
    expect(salaryRangeText(null, null)).toBe('Salary not disclosed');
    expect(salaryRangeText(0, 0)).toBe('Salary not disclosed');
    expect(salaryRangeText(1_000_000, 1_000_000)).toBe('₹10L');
  });

  it('converts LPA both ways without float noise', () => {
    expect(rupeesFromLpa(12.5)).toBe(1_250_000);
    expect(rupeesFromLpa(0.3)).toBe(30_000);
    expect(lpaFromRupees(1_250_000)).toBe(12.5);
  });
});

describe('experience', () => {
  it('reads min-max years, min+ years, or a fresher', () => {
    expect(experienceText(2, 5)).toBe('2-5 years');
    expect(experienceText(3, null)).toBe('3+ years');
    expect(experienceText(0, 0)).toBe('Fresher');
    expect(experienceText(1, 1)).toBe('1 year');
  });
});

describe('ages', () => {
  it('is the same on every screen: just now, hours, days under 7, weeks under 30, then months', () => {
    expect(ageText(ago(10 * 60_000), NOW)).toBe('just now');
    expect(ageText(ago(3_600_000), NOW)).toBe('1 hour ago');
    expect(ageText(ago(23 * 3_600_000), NOW)).toBe('23 hours ago');
    expect(ageText(ago(DAY), NOW)).toBe('1 day ago');
    expect(ageText(ago(6 * DAY), NOW)).toBe('6 days ago');
    expect(ageText(ago(7 * DAY), NOW)).toBe('1 week ago');
    expect(ageText(ago(29 * DAY), NOW)).toBe('4 weeks ago');
    expect(ageText(ago(30 * DAY), NOW)).toBe('1 month ago');
    expect(ageText(ago(95 * DAY), NOW)).toBe('3 months ago');
  });

  it('starts a line of its own with a capital', () => {
    expect(capitalised(ageText(ago(10 * 60_000), NOW))).toBe('Just now');
    expect(capitalised(ageText(ago(9 * DAY), NOW))).toBe('1 week ago');
  });
});

describe('expiry', () => {
  it('is Expired when not positive, urgent at 7 days or fewer, absent means no expiry date', () => {
    expect(expiryInfo(null, NOW)).toEqual({ text: 'No expiry date', urgent: false, expired: false });
    expect(expiryInfo(ago(1), NOW)).toEqual({ text: 'Expired', urgent: true, expired: true });
    expect(expiryInfo(ago(-7 * DAY), NOW)).toEqual({ text: '7 days left', urgent: true, expired: false });
    expect(expiryInfo(ago(-8 * DAY), NOW)).toEqual({ text: '8 days left', urgent: false, expired: false });
    expect(expiryInfo(ago(-DAY + 1000), NOW).text).toBe('1 day left');
  });
});

describe('lists', () => {
  it('shows the first items and counts the rest', () => {
    expect(firstOf(['a', 'b', 'c', 'd', 'e', 'f'], 4)).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(firstOf(['a'], 4)).toEqual({ shown: ['a'], more: 0 });
  });

  it('splits a newline-joined list and drops blank lines', () => {
    expect(linesOf(' Node.js \n\n  AWS\n')).toEqual(['Node.js', 'AWS']);
    expect(linesOf(null)).toEqual([]);
  });
});
