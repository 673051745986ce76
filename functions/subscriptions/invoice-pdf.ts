import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { GST_PERCENT } from '../../shared/subscriptions/money';
import { PLAN_CATALOGUE } from '../../shared/subscriptions/plans';
import type { SubscriptionItem } from '../model/subscriptions';
import { CYCLE_LABELS, longDate, rupeesByCode } from './amounts';

/** The seller as the invoice names it. */
export const SELLER = {
  name: 'Jobmatch',
  description: 'Online hiring platform for employers in India',
} as const;

type InvoiceFacts = Pick<
  SubscriptionItem,
  | 'invoiceNumber'
  | 'createdAt'
  | 'companyName'
  | 'gstin'
  | 'plan'
  | 'billingCycle'
  | 'startDate'
  | 'endDate'
  | 'pricePaise'
  | 'creditPaise'
  | 'gstPaise'
  | 'amountPaid'
  | 'paymentId'
>;

/** The invoice's lines, in order: what the PDF prints (kept apart from drawing, so tests read it). */
export function invoiceLines(facts: InvoiceFacts) {
  const plan = PLAN_CATALOGUE[facts.plan];
  const taxable = facts.pricePaise - facts.creditPaise;
  return {
    header: [
      ['Invoice number', facts.invoiceNumber],
      ['Invoice date', longDate(facts.createdAt)],
    ] as [string, string][],
    buyer: [facts.companyName, ...(facts.gstin ? [`GSTIN: ${facts.gstin}`] : [])],
    item: `${plan.name} plan, ${CYCLE_LABELS[facts.billingCycle].toLowerCase()} subscription`,
    period: `${longDate(facts.startDate)} to ${longDate(facts.endDate)}`,
    amounts: [
      ['Price', rupeesByCode(facts.pricePaise)],
      ...(facts.creditPaise > 0
        ? [['Credit for the unused part of the previous plan', `- ${rupeesByCode(facts.creditPaise)}`]]
        : []),
      ['Taxable value', rupeesByCode(taxable)],
      [`GST (${GST_PERCENT}%)`, rupeesByCode(facts.gstPaise)],
      ['Total paid', rupeesByCode(facts.amountPaid)],
    ] as [string, string][],
    footer: `Paid online through Razorpay (payment ${facts.paymentId}).`,
  };
}

/** Characters the standard font cannot draw (a name in another script) print as '?', never fail. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);

/** The GST invoice of a subscription as PDF bytes. */
export async function renderInvoicePdf(facts: InvoiceFacts): Promise<Uint8Array> {
  const lines = invoiceLines(facts);
  const document = await PDFDocument.create();
  const issued = new Date(facts.createdAt);
  // Dated by the invoice, not by when it was drawn, so drawing it again gives the same document.
  document.setCreationDate(issued);
  document.setModificationDate(issued);
  document.setTitle(`Invoice ${facts.invoiceNumber}`);
  document.setAuthor(SELLER.name);
  document.setProducer(SELLER.name);
  document.setCreator(SELLER.name);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage(A4);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, size: number, font = regular, color = INK) =>
    page.drawText(drawable(font, value), { x, y, size, font, color });
  const rightAligned = (value: string, size: number, font = regular) => {
    const safe = drawable(font, value);
    page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font, color: INK });
  };
  const rule = (page_: PDFPage) =>
    page_.drawLine({
      start: { x: MARGIN, y: y + 8 },
      end: { x: right, y: y + 8 },
      thickness: 0.6,
      color: MUTED,
    });

  text(SELLER.name, MARGIN, 20, bold);
  rightAligned('TAX INVOICE', 14, bold);
  y -= 18;
  text(SELLER.description, MARGIN, 10, regular, MUTED);
  y -= 36;
  for (const [label, value] of lines.header) {
    text(label, MARGIN, 10, regular, MUTED);
    text(value, MARGIN + 110, 10, bold);
    y -= 16;
  }
  y -= 14;
  text('Billed to', MARGIN, 10, regular, MUTED);
  y -= 16;
  for (const line of lines.buyer) {
    text(line, MARGIN, 11, line === lines.buyer[0] ? bold : regular);
    y -= 15;
  }
  y -= 20;
  text('Description', MARGIN, 10, bold);
  rightAligned('Amount', 10, bold);
  y -= 8;
  rule(page);
  y -= 12;
  text(lines.item, MARGIN, 11);
  y -= 15;
  text(`Period: ${lines.period}`, MARGIN, 10, regular, MUTED);
  y -= 24;
  for (const [label, value] of lines.amounts) {
    const last = label === 'Total paid';
    if (last) {
      rule(page);
      y -= 6;
    }
    text(label, MARGIN, last ? 12 : 11, last ? bold : regular);
    rightAligned(value, last ? 12 : 11, last ? bold : regular);
    y -= 20;
  }
  y -= 20;
  text(lines.footer, MARGIN, 9, regular, MUTED);
  return document.save();
}
