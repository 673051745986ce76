// Boundary: the invoice PDF (pdf-lib), read back with pdf.js.
import { describe, expect, it } from 'vitest';
import { INTER_STATE_INVOICE, INTRA_STATE_INVOICE } from './fixtures/invoice-facts';
import { renderInvoicePdf } from './invoice-pdf';

/** The text pdf.js reads from the PDF's one page, in drawing order, and its page count. */
async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const g = globalThis as { pdfjsWorker?: unknown };
  // @ts-expect-error the worker module ships without type declarations
  g.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
  return { text: text.replace(/\u00a0/g, ' '), pages: document.numPages };
}

describe('invoice PDF', () => {
  it('draws one page with every field of the tax invoice', async () => {
    const { text, pages } = await pdfText(await renderInvoicePdf(INTRA_STATE_INVOICE));
    expect(pages).toBe(1);
    for (const expected of [
      'TAX INVOICE',
      'Jobmatch Technologies Private Limited',
      'GSTIN: 29ABCDE1234F1ZW',
      'JM/26-27/000042',
      '25 November 2026',
      'Place of supply',
      'Karnataka (29)',
      'Reverse charge',
      'Acme Tech Private Limited',
      'Bengaluru 560034, Karnataka',
      'GSTIN: 29AAACJ4321K1ZK',
      'Professional plan, quarterly subscription',
      '998512',
      'INR 21,597.00',
      'CGST @ 9%',
      'SGST @ 9%',
      'INR 23,125.64',
      'Twenty-Three Thousand One Hundred Twenty-Five and Sixty-Four Paise Only',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws IGST for a buyer in another state', async () => {
    const { text } = await pdfText(await renderInvoicePdf(INTER_STATE_INVOICE));
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
  });

  it('prints a name the standard font cannot draw instead of failing', async () => {
    const bytes = await renderInvoicePdf({ ...INTRA_STATE_INVOICE, companyName: 'टेक सॉल्यूशंस Pvt Ltd' });
    expect((await pdfText(bytes)).text).toContain('Pvt Ltd');
  });

  it('draws the same bytes for the same invoice', async () => {
    const twice = await Promise.all([
      renderInvoicePdf(INTRA_STATE_INVOICE),
      renderInvoicePdf(INTRA_STATE_INVOICE),
    ]);
    expect(Buffer.from(twice[0]).equals(Buffer.from(twice[1]))).toBe(true);
  });
});
