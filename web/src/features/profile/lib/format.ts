import { JOBS, UI } from '@shared/constants';
import { EXPERIENCE_BANDS } from '@shared/profile/options';

/*
 * How the profile shows amounts, months and experience: en-IN through Intl (spec section 9), so lakh
 * grouping ('₹12,00,000') and Indian month names come from the platform, not from hand-built strings.
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

const lakhs = new Intl.NumberFormat(UI.locale, { maximumFractionDigits: 2 });

/** Lakhs per annum, the way Indian offers are quoted: 1200000 -> '12 LPA'. */
export function formatLpa(amount: number): string {
  return `${lakhs.format(amount / JOBS.lpaMultiplier)} LPA`;
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
      return `${formatMoney(min, currency)} - ${formatMoney(max, currency)} (${lakhs.format(min / JOBS.lpaMultiplier)}-${formatLpa(max)})`;
    }
    return `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  }
  if (hasMin) return `From ${formatSalary(min, currency)}`;
  if (hasMax) return `Up to ${formatSalary(max, currency)}`;
  return null;
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthFormat = new Intl.DateTimeFormat(UI.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A 'YYYY-MM' month as people read it: '2021-07' -> 'Jul 2021'. Anything else is shown as given. */
export function formatMonth(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** A period of work or study: 'Jul 2021 - Present', 'Jun 2016 - May 2020', or just the start. */
export function formatPeriod(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  isCurrent: boolean,
): string {
  const start = startDate ? formatMonth(startDate) : '';
  const end = isCurrent ? 'Present' : endDate ? formatMonth(endDate) : '';
  if (start && end) return `${start} - ${end}`;
  return start || end;
}

/** The experience band a number of years falls in: 4 -> '3-5 years'. */
export function experienceBandFor(years: number) {
  let band: (typeof EXPERIENCE_BANDS)[number] = EXPERIENCE_BANDS[0];
  for (const candidate of EXPERIENCE_BANDS) if (years >= candidate.years) band = candidate;
  return band;
}

/** Up to two letters for an avatar placeholder: 'Asha Rao' -> 'AR'. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}
