import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  financialYearOf,
  INVOICE_NUMBER_MAX_LENGTH,
  invoiceNumber,
} from './invoice-numbers';

describe('financial year', () => {
  it("turns on 1 April at midnight in India's time", () => {
    // 23:59:59 on 31 March in India.
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    // 00:00 on 1 April in India, still 31 March in UTC.
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-11-25T10:00:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-15T10:00:00.000Z'))).toBe('2026-27');
  });

  it('writes the second year with two digits across a century', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00.000Z'))).toBe('2099-00');
    expect(financialYearOf(new Date('2009-06-01T00:00:00.000Z'))).toBe('2009-10');
  });
});

describe('invoice number', () => {
  it('is prefix, the short financial year and a six-digit sequence', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('JM/26-27/000001');
    expect(invoiceNumber('2026-27', 123_456)).toBe('JM/26-27/123456');
    expect(invoiceNumber('2099-00', 7)).toBe('JM/99-00/000007');
  });

  it('never exceeds the 16 characters rule 46 allows, even at the last number of a year', () => {
    expect(INVOICE_NUMBER_MAX_LENGTH).toBe(16);
    expect(invoiceNumber('2026-27', 999_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
  });

  it('refuses a sequence a year cannot hold', () => {
    expect(() => invoiceNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('2026-27', 1_000_000)).toThrow(RangeError);
  });
});

describe('credit note number', () => {
  it('is a series of its own, never equal to an invoice number, within 16 characters', () => {
    expect(creditNoteNumber('2026-27', 1)).toBe('CN/26-27/000001');
    expect(creditNoteNumber('2026-27', 1)).not.toBe(invoiceNumber('2026-27', 1));
    expect(creditNoteNumber('2026-27', 999_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => creditNoteNumber('2026-27', 0)).toThrow(RangeError);
  });
});
