// Boundary: pure rules (GST state codes, the GSTIN's check character, the tax split by place of supply).
import { describe, expect, it } from 'vitest';
import {
  GST_STATES,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  gstStateOf,
  normaliseGstin,
  taxLines,
  taxTotal,
} from './gst';

describe('GST states', () => {
  it('has each code once, two digits, and the states an invoice most often names', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(gstStateOf('29')?.name).toBe('Karnataka');
    expect(gstStateOf('27')?.name).toBe('Maharashtra');
    expect(gstStateOf('07')?.name).toBe('Delhi');
    expect(gstStateOf('36')?.name).toBe('Telangana');
    expect(gstStateOf('25')).toBeUndefined();
  });
});

describe('GSTIN', () => {
  it("computes the check character as GSTN does (a published GSTIN's last character)", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('accepts a valid GSTIN, in the billing state it names', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
  });

  it('says what is wrong: the shape, a mistyped character, the state code, another state', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    // One character changed in the PAN: the check character no longer fits.
    expect(gstinProblem('27AAPFV0939F1ZV')).toBe(GSTIN_MESSAGES.checksum);
    const noSuchState = `99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`;
    expect(gstinProblem(noSuchState)).toBe(GSTIN_MESSAGES.unknownState);
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toBe(GSTIN_MESSAGES.otherState);
  });

  it('is read as people type it: spaces dropped, capitals', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});

describe('tax lines', () => {
  it('charges CGST and SGST at half the rate each within the seller state', () => {
    expect(taxLines(2_159_767, '29', '29')).toEqual([
      { name: 'CGST', ratePercent: 9, paise: 194_379 },
      { name: 'SGST', ratePercent: 9, paise: 194_379 },
    ]);
  });

  it('charges IGST at the whole rate to a buyer in another state', () => {
    expect(taxLines(2_159_767, '29', '27')).toEqual([{ name: 'IGST', ratePercent: 18, paise: 388_758 }]);
  });

  it('names the local half UTGST in a union territory without a legislature', () => {
    expect(taxLines(100_000, '04', '04').map((line) => line.name)).toEqual(['CGST', 'UTGST']);
  });

  it('adds up to the tax charged, to the paisa', () => {
    for (const taxable of [299_900, 799_900, 1, 3, 19_199_000, 2_159_767]) {
      const intra = taxLines(taxable, '29', '29');
      expect(taxTotal(intra)).toBe((intra[0]?.paise ?? 0) * 2);
      expect(Number.isInteger(taxTotal(taxLines(taxable, '29', '07')))).toBe(true);
    }
  });
});
