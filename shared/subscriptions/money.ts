/*
 * Money as the product handles it: integers in paise from the price table to the payment provider and
 * the invoice. One way to write an amount everywhere (pages, the checkout, mails, the invoice): en-IN
 * grouping, whole rupees without decimals (the spec's price display, employer-admin-side.md 9), and the
 * paise whenever there are any, so the Pay button, the checkout and the invoice agree to the paisa.
 */

import { onFirstUse } from '../first-use';

/** India's GST on online services, in percent. */
export const GST_PERCENT = 18;

/** GST on an amount before tax, rounded to the paisa. */
export const gstOn = (paise: number): number => Math.round((paise * GST_PERCENT) / 100);

const formatter = (currencyDisplay: 'symbol' | 'code', fractionDigits: 0 | 2) =>
  onFirstUse(
    () =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        currencyDisplay,
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );

const wholeRupees = formatter('symbol', 0);
const withPaise = formatter('symbol', 2);
const byCodeWithPaise = formatter('code', 2);

function rupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Money is whole paise: ${paise}`);
  return paise / 100;
}

/** '₹7,999', '₹1,91,990', '₹9,554.46': Indian digit grouping, paise only when there are some. */
export const formatInr = (paise: number): string =>
  (paise % 100 === 0 ? wholeRupees : withPaise)().format(rupees(paise));

/**
 * 'INR 9,554.46', 'INR 7,999.00': the invoice's columns, always with paise so they align, and the
 * currency by its code since the PDF's standard fonts have no rupee sign.
 */
export const formatInrCode = (paise: number): string => byCodeWithPaise().format(rupees(paise));
