import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './invoice-number';

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
  it('is prefix, financial year and a six-digit sequence', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('JM/2026-27/000001');
    expect(invoiceNumber('2026-27', 123_456)).toBe('JM/2026-27/123456');
  });
});
