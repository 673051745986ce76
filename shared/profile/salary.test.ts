// Boundary: profile salary formatting (pure): INR amounts with lakh grouping and their LPA reading.
import { describe, expect, it } from 'vitest';
import { formatLpa, formatMoney, formatSalary, formatSalaryRange } from './salary';

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
