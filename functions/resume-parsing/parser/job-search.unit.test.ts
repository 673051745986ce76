import { describe, expect, it } from 'vitest';
import { noticePeriodDays, parseJobSearch, rupeesPerYear } from './job-search.js';

const read = (...texts: string[]) => parseJobSearch(texts.map((text) => ({ text })));

describe('notice period', () => {
  it.each([
    ['Notice period: 30 days', 30],
    ['Notice Period - 90 Days.', 90],
    ['Serving notice period of 60 days', 60],
    ['Notice period: 2 months', 60],
    ['Notice period: Immediate', 0],
    ['Immediate joiner.', 0],
  ])('%s -> %i days', (text, days) => {
    expect(noticePeriodDays(text)).toBe(days);
  });

  it('is null when the resume does not say', () => {
    expect(noticePeriodDays('Led a team of 12 engineers for 30 days of go-live support')).toBeNull();
  });
});

describe('CTC', () => {
  it('reads current and expected CTC in lakhs per annum', () => {
    expect(read('Current CTC: 12 LPA. Expected CTC: 16 LPA.')).toEqual({
      noticePeriodDays: null,
      currentCtc: 1_200_000,
      expectedCtc: 1_600_000,
    });
  });

  it('reads rupee signs, decimals and the words lakhs per annum', () => {
    const r = read('Current CTC: ₹12.5 Lakhs per annum; Expected CTC: ₹15 Lakhs per annum.');
    expect([r.currentCtc, r.expectedCtc]).toEqual([1_250_000, 1_500_000]);
  });

  it('reads a label in brackets and a bare Expected', () => {
    const r = read('CTC (current): INR 14 LPA | Expected: INR 18 LPA.');
    expect([r.currentCtc, r.expectedCtc]).toEqual([1_400_000, 1_800_000]);
  });

  it('joins a statement wrapped over two lines', () => {
    expect(read('Current CTC: 12 LPA. Expected', 'CTC: 17 LPA.').expectedCtc).toBe(1_700_000);
  });

  it('reads Indian digit grouping and monthly figures', () => {
    expect(rupeesPerYear('9,50,000')).toBe(950_000);
    expect(rupeesPerYear('85', 'k', 'per month')).toBe(1_020_000);
    expect(rupeesPerYear('1.2', 'crore')).toBe(12_000_000);
  });

  it('finds nothing in a resume that does not state them', () => {
    expect(read('Managed a monthly ad budget of 25 lakh rupees')).toEqual({
      noticePeriodDays: null,
      currentCtc: null,
      expectedCtc: null,
    });
  });
});
