// Boundary: pure rules (an amount in words, as an Indian tax invoice writes it).
import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words';

describe('numberInWords', () => {
  it('uses Indian numbering: thousand, lakh, crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(115)).toBe('One Hundred Fifteen');
    expect(numberInWords(9_554)).toBe('Nine Thousand Five Hundred Fifty-Four');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(1_91_990)).toBe('One Lakh Ninety-One Thousand Nine Hundred Ninety');
    expect(numberInWords(1_00_00_001)).toBe('One Crore One');
    expect(numberInWords(1_23_45_67_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
  });

  it('refuses what is not a whole, non-negative number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('rupeesInWords', () => {
  it('writes rupees and paise, and "Only" as invoices close the amount', () => {
    expect(rupeesInWords(955_446)).toBe(
      'Indian Rupees Nine Thousand Five Hundred Fifty-Four and Forty-Six Paise Only',
    );
    expect(rupeesInWords(353_800)).toBe('Indian Rupees Three Thousand Five Hundred Thirty-Eight Only');
    expect(rupeesInWords(5)).toBe('Indian Rupees Zero and Five Paise Only');
  });
});
