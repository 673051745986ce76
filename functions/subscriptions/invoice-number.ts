/*
 * GST invoices are numbered consecutively within a financial year (April to March), and the number
 * names the year: JM/2026-27/000001. India keeps one time (+05:30), so the year turns at midnight there.
 */

const INDIA_OFFSET_MS = 330 * 60_000;

/** The financial year a moment falls in, as '2026-27'. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const first = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** The printed invoice number: prefix, financial year and a six-digit sequence. */
export function invoiceNumber(financialYear: string, sequence: number): string {
  return `JM/${financialYear}/${String(sequence).padStart(6, '0')}`;
}
