// Boundary: pure rules (what a GST tax invoice says, CGST Rules rule 46), no PDF.
import { describe, expect, it } from 'vitest';
import { INVOICE_NUMBER_MAX_LENGTH } from '../model/invoice-numbers';
import { INTER_STATE_INVOICE, INTRA_STATE_INVOICE } from './fixtures/invoice-facts';
import { invoiceContent } from './invoice-content';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const pairs = (rows: [string, string][]) => rows.map(([label, value]) => plain(`${label}: ${value}`));

describe('tax invoice content (rule 46)', () => {
  const intra = invoiceContent(INTRA_STATE_INVOICE);
  const inter = invoiceContent(INTER_STATE_INVOICE);

  it('names the seller with its legal name, address, state with code and GSTIN', () => {
    expect(intra.seller).toEqual({
      name: 'Jobmatch Technologies Private Limited',
      lines: [
        '100 Residency Road',
        'Bengaluru 560025, Karnataka',
        'State: Karnataka (29)',
        'GSTIN: 29ABCDE1234F1ZW',
      ],
    });
  });

  it('has a serial of at most 16 characters, the date, the place of supply and reverse charge', () => {
    expect(intra.details).toEqual([
      ['Invoice number', 'JM/26-27/000042'],
      ['Invoice date', '25 November 2026'],
      ['Place of supply', 'Karnataka (29)'],
      ['Reverse charge', 'No'],
    ]);
    expect(intra.details[0]?.[1].length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(inter.details[2]).toEqual(['Place of supply', 'Maharashtra (27)']);
  });

  it('names the buyer with the billing address, state and code, and the GSTIN or that there is none', () => {
    expect(intra.buyer).toEqual({
      name: 'Acme Tech Private Limited',
      lines: [
        '80 Feet Road, Koramangala',
        'Bengaluru 560034, Karnataka',
        'State: Karnataka (29)',
        'GSTIN: 29AAACJ4321K1ZK',
      ],
    });
    expect(inter.buyer.lines).toEqual([
      'Baner Road',
      'Pune 411045, Maharashtra',
      'State: Maharashtra (27)',
      'GSTIN: not registered',
    ]);
  });

  it('describes the service with its SAC code, period and value', () => {
    expect({ ...intra.item, amount: plain(intra.item.amount) }).toEqual({
      description: 'Professional plan, quarterly subscription',
      periodLabel: 'Period',
      period: '25 November 2026 to 25 February 2027',
      sac: '998512',
      amount: 'INR 21,597.00',
    });
  });

  it('charges CGST and SGST at 9 % each within the seller state', () => {
    expect(pairs(intra.amounts)).toEqual([
      'Less: credit for the unused part of the previous plan: - INR 1,999.00',
      'Taxable value: INR 19,598.00',
      'CGST @ 9%: INR 1,763.82',
      'SGST @ 9%: INR 1,763.82',
    ]);
    expect(pairs([intra.total])).toEqual(['Total: INR 23,125.64']);
  });

  it('charges IGST at 18 % to a buyer in another state', () => {
    expect(pairs(inter.amounts).slice(1)).toEqual([
      'Taxable value: INR 19,598.00',
      'IGST @ 18%: INR 3,527.64',
    ]);
  });

  it('leaves out the credit line when there is none', () => {
    const first = invoiceContent({
      ...INTRA_STATE_INVOICE,
      creditPaise: 0,
      gstPaise: 388_746,
      amountPaid: 2_548_446,
    });
    expect(first.amounts.map(([label]) => label)).toEqual(['Taxable value', 'CGST @ 9%', 'SGST @ 9%']);
  });

  it('writes the total in words, the payment and the authorised signatory', () => {
    expect(intra.inWords).toBe(
      'Indian Rupees Twenty-Three Thousand One Hundred Twenty-Five and Sixty-Four Paise Only',
    );
    expect(intra.payment).toBe(
      'Paid online through Razorpay on 25 November 2026 (payment pay_Abc123Def456Gh).',
    );
    expect(intra.signatory).toEqual(['For Jobmatch Technologies Private Limited', 'Authorised Signatory']);
  });

  it('makes the lines of an old upgrade add up to the GST it paid, a paisa of rounding on the last', () => {
    // Priced before credits were whole rupees: 18 % of ₹19,597.67 rounded, where 9 % twice is 1 paisa less.
    const old = invoiceContent({
      ...INTRA_STATE_INVOICE,
      creditPaise: 199_933,
      gstPaise: 352_758,
      amountPaid: 2_312_525,
    });
    expect(pairs(old.amounts).slice(1)).toEqual([
      'Taxable value: INR 19,597.67',
      'CGST @ 9%: INR 1,763.79',
      'SGST @ 9%: INR 1,763.79',
    ]);
  });
});
