import { JOBS, UI } from '../constants';
import { onFirstUse } from '../first-use';

/*
 * How a profile's salaries read, on the profile and wherever one is about to be filled into it: en-IN
 * through Intl (spec section 9), so lakh grouping ('₹12,00,000') comes from the platform, with the LPA
 * reading Indian offers are quoted in.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(UI.locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** An annual amount in its currency: '₹12,00,000', '$1,20,000'. */
export function formatMoney(amount: number, currency: string = UI.currency): string {
  return moneyFormat(currency).format(amount);
}

const lakhs = onFirstUse(() => new Intl.NumberFormat(UI.locale, { maximumFractionDigits: 2 }));

/** Lakhs per annum, the way Indian offers are quoted: 1200000 -> '12 LPA'. */
export function formatLpa(amount: number): string {
  return `${lakhs().format(amount / JOBS.lpaMultiplier)} LPA`;
}

/** An amount with its LPA reading when it is in rupees: '₹12,00,000 (12 LPA)'. */
export function formatSalary(amount: number, currency: string = UI.currency): string {
  const money = formatMoney(amount, currency);
  return currency === 'INR' && amount >= JOBS.lpaMultiplier ? `${money} (${formatLpa(amount)})` : money;
}

/** A salary range: both ends, one end with 'from'/'up to', or null when neither is set. */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string = UI.currency,
): string | null {
  const hasMin = typeof min === 'number' && min > 0;
  const hasMax = typeof max === 'number' && max > 0;
  if (hasMin && hasMax) {
    if (currency === 'INR' && min >= JOBS.lpaMultiplier) {
      return `${formatMoney(min, currency)} - ${formatMoney(max, currency)} (${lakhs().format(min / JOBS.lpaMultiplier)}-${formatLpa(max)})`;
    }
    return `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  }
  if (hasMin) return `From ${formatSalary(min, currency)}`;
  if (hasMax) return `Up to ${formatSalary(max, currency)}`;
  return null;
}
