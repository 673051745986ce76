/*
 * GST invoices are numbered consecutively within a financial year (April to March), in at most 16
 * characters (CGST Rules, rule 46(b)), and the number names the year: JM/26-27/000001 (15). Credit notes
 * are a series of their own under the same rules (rule 53): CN/26-27/000001 (15). India keeps one time (+05:30), so the year turns at midnight there.
 */

const INDIA_OFFSET_MS = 330 * 60_000;

/** The longest serial rule 46(b) allows. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** The financial year a moment falls in, as '2026-27'. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const first = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** Each series' prefix: distinct, so an invoice and a credit note never share a number. */
const PREFIXES = { invoice: 'JM', creditNote: 'CN' } as const;

function serial(series: keyof typeof PREFIXES, financialYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`A ${series} sequence runs from 1 to 999999 in a year: ${sequence}`);
  return `${PREFIXES[series]}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** The printed invoice number: prefix, the financial year's two short years and a six-digit sequence. */
export const invoiceNumber = (financialYear: string, sequence: number) =>
  serial('invoice', financialYear, sequence);

/** The printed credit note number, its own series: CN/26-27/000001. */
export const creditNoteNumber = (financialYear: string, sequence: number) =>
  serial('creditNote', financialYear, sequence);
