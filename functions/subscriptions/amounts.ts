/* Dates and labels on tax documents (the invoice and the receipt mail). Amounts: shared money.ts. */

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
