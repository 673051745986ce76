import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type InvoiceContent, type InvoiceFacts, invoiceContent } from './invoice-content';

/** Characters the standard font cannot draw (a name in another script) print as '?', never fail. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const RIGHT = A4[0] - MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.75, 0.77, 0.8);
/** The words of `text` in lines no wider than `width` at `size` (a word longer than a line stands alone). */
function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  return [...lines, current];
}

/** A table row: text sits this far below the row's top, and the row's rule this far (below descenders). */
const ROW = { baseline: 14, height: 22 } as const;
/** The table's columns: description, SAC and amount (right-aligned at the margin). */
const SAC_X = 360;

/**
 * Draws top-down on one page. Every line of text is placed by its baseline and every rule sits in the gap
 * between rows, so no rule runs through text whatever the content.
 */
class Sheet {
  private y = A4[1] - MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  /** Moves down by `points`. */
  down(points: number): void {
    this.y -= points;
  }

  /**
   * Writes text from the current height, wrapped at the right margin, and moves down one line of its size
   * for each line it took.
   */
  line(value: string, options: { size?: number; bold?: boolean; muted?: boolean; x?: number } = {}): void {
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    const font = options.bold ? this.bold : this.regular;
    for (const text of wrapped(font, drawable(font, value), size, RIGHT - x)) {
      this.text(text, x, this.y - size, size, options.bold, options.muted);
      this.y -= size + 4;
    }
  }

  /** Text at an exact baseline, in the same row. */
  text(value: string, x: number, baseline: number, size = 10, bold = false, muted = false): void {
    const font = bold ? this.bold : this.regular;
    this.page.drawText(drawable(font, value), { x, y: baseline, size, font, color: muted ? MUTED : INK });
  }

  /** Text ending at `right`. */
  textRight(value: string, right: number, baseline: number, size = 10, bold = false): void {
    const font = bold ? this.bold : this.regular;
    const safe = drawable(font, value);
    this.text(safe, right - font.widthOfTextAtSize(safe, size), baseline, size, bold);
  }

  /** A table row of cells (x, or 'right' for the amount column), with a rule under it. */
  row(cells: [string, number | 'right'][], options: { bold?: boolean; size?: number; rule?: boolean } = {}) {
    const baseline = this.y - ROW.baseline;
    for (const [value, x] of cells) {
      if (x === 'right') this.textRight(value, RIGHT, baseline, options.size, options.bold);
      else this.text(value, x, baseline, options.size, options.bold);
    }
    this.y -= ROW.height;
    if (options.rule !== false) this.rule();
  }

  /** A horizontal rule at the current height, between two rows. */
  rule(thickness = 0.6): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: RIGHT, y: this.y },
      thickness,
      color: RULE,
    });
  }

  /** A block of a title, a name and lines in the left column; moves below it. */
  party(title: string, name: string, lines: string[]): void {
    this.line(title, { size: 9, muted: true });
    this.line(name, { size: 11, bold: true });
    for (const text of lines) this.line(text, { size: 9.5 });
    this.y -= 14;
  }

  /** A party on the left and labelled values on the right, side by side; moves below both. */
  columns(
    left: { title: string; name: string; lines: string[] },
    right: { title: string; pairs: [string, string][] },
  ) {
    const top = this.y;
    this.party(left.title, left.name, left.lines);
    const leftBottom = this.y;
    this.y = top;
    const x = 330;
    this.line(right.title, { size: 9, muted: true, x });
    for (const [label, value] of right.pairs) {
      const baseline = this.y - 9.5;
      this.text(label, x, baseline, 9.5, false, true);
      this.text(value, x + 95, baseline, 9.5, true);
      this.y -= 13.5;
    }
    this.y = Math.min(leftBottom, this.y - 14);
  }
}

function draw(sheet: Sheet, content: InvoiceContent): void {
  sheet.line(content.heading.title, { size: 16, bold: true });
  sheet.line(content.heading.copy, { size: 9, muted: true });
  sheet.down(10);
  sheet.columns(
    { title: 'Sold by', name: content.seller.name, lines: content.seller.lines },
    { title: content.heading.detailsTitle, pairs: content.details },
  );
  sheet.party('Billed to', content.buyer.name, content.buyer.lines);
  sheet.rule(1);
  sheet.row(
    [
      ['Description of service', MARGIN],
      ['SAC', SAC_X],
      ['Amount', 'right'],
    ],
    { bold: true },
  );
  sheet.row(
    [
      [content.item.description, MARGIN],
      [content.item.sac, SAC_X],
      [content.item.amount, 'right'],
    ],
    { rule: false },
  );
  sheet.row([[`${content.item.periodLabel}: ${content.item.period}`, MARGIN]], { size: 9 });
  for (const [label, value] of content.amounts) {
    sheet.row([
      [label, MARGIN],
      [value, 'right'],
    ]);
  }
  sheet.row(
    [
      [content.total[0], MARGIN],
      [content.total[1], 'right'],
    ],
    { bold: true, size: 11, rule: false },
  );
  sheet.rule(1);
  sheet.down(8);
  sheet.line(`Amount in words: ${content.inWords}`, { size: 9.5 });
  sheet.down(4);
  sheet.line(content.payment, { size: 9, muted: true });
  sheet.down(36);
  for (const [index, text] of content.signatory.entries()) sheet.line(text, { size: 10, bold: index === 0 });
  sheet.down(18);
  sheet.line(content.footer, { size: 8, muted: true });
}

/**
 * A tax document (an invoice, a credit note) as PDF bytes, one A4 page. Dated by the document, not by
 * when it was drawn, so drawing it again gives the same document.
 */
export async function renderTaxDocumentPdf(
  content: InvoiceContent,
  meta: { title: string; issuedAt: string; author: string },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const issued = new Date(meta.issuedAt);
  document.setCreationDate(issued);
  document.setModificationDate(issued);
  document.setTitle(meta.title);
  document.setAuthor(meta.author);
  document.setProducer('Jobmatch');
  document.setCreator('Jobmatch');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  draw(new Sheet(document.addPage(A4), regular, bold), content);
  return document.save();
}

/** The GST tax invoice of a subscription as PDF bytes (one A4 page). */
export const renderInvoicePdf = (facts: InvoiceFacts): Promise<Uint8Array> =>
  renderTaxDocumentPdf(invoiceContent(facts), {
    title: `Tax invoice ${facts.invoiceNumber}`,
    issuedAt: facts.createdAt,
    author: facts.seller.legalName,
  });
