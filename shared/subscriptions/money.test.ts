import { describe, expect, it } from 'vitest';
import { formatInr, formatInrCode, GST_PERCENT, gstOn } from './money';

describe('GST', () => {
  it('is 18 % of the amount before tax, rounded to the paisa', () => {
    expect(GST_PERCENT).toBe(18);
    expect(gstOn(299_900)).toBe(53_982);
    expect(gstOn(100)).toBe(18);
    // 0.18 x 3 = 0.54 paise: rounds to 1.
    expect(gstOn(3)).toBe(1);
    expect(gstOn(2)).toBe(0);
    expect(gstOn(0)).toBe(0);
  });

  it('answers integers for every plan price', () => {
    for (const paise of [299_900, 809_700, 2_879_000, 799_900, 19_199_000]) {
      expect(Number.isInteger(gstOn(paise))).toBe(true);
    }
  });
});

describe('formatInr', () => {
  it('shows whole rupees with Indian digit grouping and no decimals', () => {
    expect(formatInr(799_900)).toBe('₹7,999');
    expect(formatInr(19_199_000)).toBe('₹1,91,990');
    expect(formatInr(1_00_00_000_00)).toBe('₹1,00,00,000');
    expect(formatInr(0)).toBe('₹0');
  });

  it('shows the paise whenever there are some, never rounding an amount charged', () => {
    expect(formatInr(955_446)).toBe('₹9,554.46');
    expect(formatInr(353_880)).toBe('₹3,538.80');
    expect(formatInr(5)).toBe('₹0.05');
  });

  it("names the currency by its code for the invoice's columns, always with paise", () => {
    expect(formatInrCode(955_446)).toBe('INR\u00a09,554.46');
    expect(formatInrCode(799_900)).toBe('INR\u00a07,999.00');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatInr(1.5)).toThrow(RangeError);
  });
});
