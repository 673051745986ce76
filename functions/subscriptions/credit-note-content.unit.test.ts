// Boundary: pure rules (what a credit note says, CGST Rules rule 53), and its PDF through the invoice's drawing.
import { describe, expect, it } from 'vitest';
import { INVOICE_NUMBER_MAX_LENGTH } from '../model/invoice-numbers';
import { creditNoteContent } from './credit-note-content';
import { INTER_STATE_INVOICED_CREDIT_NOTE, INTRA_STATE_CREDIT_NOTE } from './fixtures/credit-note-facts';
import { INTRA_STATE_INVOICE } from './fixtures/invoice-facts';
import { invoiceContent } from './invoice-content';
import { renderTaxDocumentPdf } from './invoice-pdf';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const pairs = (rows: [string, string][]) => rows.map(([label, value]) => plain(`${label}: ${value}`));

describe('credit note content (rule 53)', () => {
  const unInvoiced = creditNoteContent(INTRA_STATE_CREDIT_NOTE);
  const invoiced = creditNoteContent(INTER_STATE_INVOICED_CREDIT_NOTE);

  it('is titled a credit note, with its own serial of at most 16 characters and its date', () => {
    expect(unInvoiced.heading).toEqual({
      title: 'CREDIT NOTE',
      copy: 'Original for recipient',
      detailsTitle: 'Credit note',
    });
    expect(unInvoiced.details.slice(0, 2)).toEqual([
      ['Credit note number', 'CN/26-27/000007'],
      ['Credit note date', '26 November 2026'],
    ]);
    expect(unInvoiced.details[0]?.[1].length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
  });

  it('names the payment and order of a payment never invoiced, and the invoice of one that was', () => {
    expect(unInvoiced.details.slice(2)).toEqual([
      ['Against payment', 'pay_Abc123Def456Gh'],
      ['Order', 'order_Ord123Abc456De'],
      ['Place of supply', 'Karnataka (29)'],
      ['Reverse charge', 'No'],
    ]);
    expect(unInvoiced.payment).toContain('no invoice was issued for it');
    expect(invoiced.details.slice(2, 4)).toEqual([
      ['Against invoice', 'JM/26-27/000042'],
      ['Invoice date', '25 November 2026'],
    ]);
    expect(invoiced.payment).toContain('against invoice JM/26-27/000042');
  });

  it('reverses the payment with the same tax lines as its invoice: CGST + SGST within the state', () => {
    const invoice = invoiceContent(INTRA_STATE_INVOICE);
    expect(unInvoiced.amounts).toEqual(invoice.amounts);
    expect(unInvoiced.seller).toEqual(invoice.seller);
    expect(unInvoiced.buyer).toEqual(invoice.buyer);
    expect(pairs(unInvoiced.amounts).slice(1)).toEqual([
      'Taxable value: INR 19,598.00',
      'CGST @ 9%: INR 1,763.82',
      'SGST @ 9%: INR 1,763.82',
    ]);
    expect(pairs([unInvoiced.total])).toEqual(['Total credited: INR 23,125.64']);
    expect(unInvoiced.inWords).toBe(invoice.inWords);
  });

  it('reverses IGST to a buyer in another state', () => {
    expect(pairs(invoiced.amounts).slice(1)).toEqual([
      'Taxable value: INR 19,598.00',
      'IGST @ 18%: INR 3,527.64',
    ]);
    expect(invoiced.buyer.lines).toContain('GSTIN: not registered');
  });

  it('says the service, why it is reversed and how the money went back', () => {
    expect(unInvoiced.item).toMatchObject({
      description: 'Professional plan, quarterly subscription: refund in full',
      periodLabel: 'Reason',
      sac: '998512',
    });
    expect(unInvoiced.item.period).toMatch(/already has this plan or a higher one/);
    expect(unInvoiced.payment).toMatch(
      /^Refunded in full .* on 26 November 2026 \(refund rfnd_Ref123Abc456De\)/,
    );
    expect(unInvoiced.footer).toBe('This is a computer-generated credit note.');
  });

  it('draws on one page through the invoice drawing', async () => {
    const bytes = await renderTaxDocumentPdf(unInvoiced, {
      title: 'Credit note CN/26-27/000007',
      issuedAt: INTRA_STATE_CREDIT_NOTE.createdAt,
      author: INTRA_STATE_CREDIT_NOTE.seller.legalName,
    });
    const g = globalThis as { pdfjsWorker?: unknown };
    // @ts-expect-error the worker module ships without type declarations
    g.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    expect(document.numPages).toBe(1);
    const content = await (await document.getPage(1)).getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join('\n')
      .replace(/\u00a0/g, ' ');
    for (const expected of [
      'CREDIT NOTE',
      'CN/26-27/000007',
      'Against payment',
      'CGST @ 9%',
      'INR 23,125.64',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('TAX INVOICE');
  });
});
