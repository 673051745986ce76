/*
 * Money as the product handles it: integers in paise from the price table to the payment provider and
 * the invoice; rupees only on screen, through Intl en-IN with no decimals (employer-admin-side.md 9).
 */

/** India's GST on online services, in percent. */
export const GST_PERCENT = 18;

/** GST on an amount before tax, rounded to the paisa. */
export const gstOn = (paise: number): number => Math.round((paise * GST_PERCENT) / 100);

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** '₹7,999', '₹1,91,990': rupees with Indian digit grouping and no decimals. */
export const formatInr = (paise: number): string => inr.format(paise / 100);
