/*
 * Amounts on tax documents (the invoice and the receipt mail): rupees with paise, en-IN grouping. The
 * pages round to whole rupees (shared formatInr), but 18 % GST on a whole-rupee price has paise, and a
 * tax invoice's lines must add up exactly.
 */

const withSymbol = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The PDF's standard fonts have no rupee sign, so the invoice names the currency by its code. */
const withCode = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹3,538.82' */
export const rupeesExact = (paise: number): string => withSymbol.format(paise / 100);

/** 'INR 3,538.82' */
export const rupeesByCode = (paise: number): string => withCode.format(paise / 100);

/** '25 November 2026': the long Indian-English date, in India's time. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

export const CYCLE_LABELS = { MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', YEARLY: 'Yearly' } as const;
