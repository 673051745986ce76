import { describe, expect, it } from 'vitest';
import { invoiceLines, renderInvoicePdf } from './invoice-pdf';

const facts = {
  invoiceNumber: 'JM/26-27/000042',
  createdAt: '2026-11-25T06:00:00.000Z',
  companyName: 'Acme Tech',
  gstin: '29ABCDE1234F1Z5',
  plan: 'PROFESSIONAL' as const,
  billingCycle: 'QUARTERLY' as const,
  startDate: '2026-11-25T06:00:00.000Z',
  endDate: '2027-02-25T06:00:00.000Z',
  pricePaise: 2_159_700,
  creditPaise: 199_933,
  gstPaise: 352_758,
  amountPaid: 2_312_525,
  paymentId: 'pay_Abc123Def456Gh',
};

/** The text pdf.js reads from the PDF, in drawing order. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const g = globalThis as { pdfjsWorker?: unknown };
  // @ts-expect-error the worker module ships without type declarations
  g.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

describe('invoice', () => {
  it('lists seller, number, date, buyer with GSTIN, plan, period, price, credit, GST and total', () => {
    const lines = invoiceLines(facts);
    expect(lines.header).toEqual([
      ['Invoice number', 'JM/26-27/000042'],
      ['Invoice date', '25 November 2026'],
    ]);
    expect(lines.buyer).toEqual(['Acme Tech', 'GSTIN: 29ABCDE1234F1Z5']);
    expect(lines.item).toBe('Professional plan, quarterly subscription');
    expect(lines.period).toBe('25 November 2026 to 25 February 2027');
    expect(lines.amounts.map(([label, value]) => `${label}: ${value}`.replace(/\u00a0/g, ' '))).toEqual([
      'Price: INR 21,597.00',
      'Credit for the unused part of the previous plan: - INR 1,999.33',
      'Taxable value: INR 19,597.67',
      'GST (18%): INR 3,527.58',
      'Total paid: INR 23,125.25',
    ]);
  });

  it('leaves out the credit line and the GSTIN when there are none', () => {
    const lines = invoiceLines({ ...facts, gstin: undefined, creditPaise: 0 });
    expect(lines.buyer).toEqual(['Acme Tech']);
    expect(lines.amounts.map(([label]) => label)).toEqual([
      'Price',
      'Taxable value',
      'GST (18%)',
      'Total paid',
    ]);
  });

  it('draws a one-page PDF that reads back with those lines', async () => {
    const bytes = await renderInvoicePdf(facts);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\u00a0/g, ' ');
    for (const expected of [
      'Jobmatch',
      'TAX INVOICE',
      'JM/26-27/000042',
      '25 November 2026',
      'Acme Tech',
      'GSTIN: 29ABCDE1234F1Z5',
      'Professional plan, quarterly subscription',
      'INR 21,597.00',
      'GST (18%)',
      'INR 23,125.25',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a name the standard font cannot draw instead of failing', async () => {
    const bytes = await renderInvoicePdf({ ...facts, companyName: 'टेक सॉल्यूशंस Pvt Ltd' });
    expect(await pdfText(bytes)).toContain('Pvt Ltd');
  });

  it('draws the same bytes for the same invoice', async () => {
    expect(
      Buffer.from(await renderInvoicePdf(facts)).equals(Buffer.from(await renderInvoicePdf(facts))),
    ).toBe(true);
  });
});
