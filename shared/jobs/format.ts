import type { Currency } from './options';

/*
 * How jobs read on screen (candidate-side.md section 2, Match and job display rules; employer-admin-side.md
 * section 9). Pure functions of their inputs and "now", so both the web and tests call them.
 */

const SYMBOLS: Record<Currency, string> = { INR: '₹', USD: '$', EUR: '€', GBP: '£' };
const DAY_MS = 86_400_000;

const trimZero = (value: number, digits = 1) => value.toFixed(digits).replace(/\.0+$/, '');

/** A job card's amount: Cr at ten million and above, L at one lakh, else K (₹12L, ₹1.2Cr, ₹45K). */
export function formatSalaryShort(amount: number, currency: Currency = 'INR'): string {
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  if (amount >= 10_000_000) return `${symbol}${trimZero(amount / 10_000_000)}Cr`;
  if (amount >= 100_000) return `${symbol}${trimZero(amount / 100_000)}L`;
  if (amount >= 1_000) return `${symbol}${trimZero(amount / 1_000)}K`;
  return `${symbol}${amount}`;
}

/**
 * min-max, min+, up to max, or 'Salary not disclosed', in formatSalaryShort's words. Every screen, public
 * or the employer's own, says a salary this one way (the spec's separate 'x.x LPA' employer format made
 * one job read '₹18.0 LPA' to its employer and '₹18L' to candidates).
 */
export function salaryRangeText(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: Currency = 'INR',
): string {
  const format = formatSalaryShort;
  const hasMin = typeof min === 'number' && min > 0;
  const hasMax = typeof max === 'number' && max > 0;
  if (hasMin && hasMax) {
    return min === max ? format(min, currency) : `${format(min, currency)} - ${format(max, currency)}`;
  }
  if (hasMin) return `${format(min, currency)}+`;
  if (hasMax) return `Up to ${format(max, currency)}`;
  return 'Salary not disclosed';
}

/** 'min-max years' or 'min+ years' ('Fresher' for a 0-0 range). */
export function experienceText(min: number, max: number | null | undefined): string {
  if (typeof max === 'number' && max === min)
    return min === 0 ? 'Fresher' : `${min} ${min === 1 ? 'year' : 'years'}`;
  if (typeof max === 'number') return `${min}-${max} years`;
  return `${min}+ years`;
}

/**
 * How long ago something happened (a job posted, an application sent), the same on every screen: 'just
 * now' within the hour, hours within the day, then days, weeks under 30 days, then months. Lower-case, to
 * follow 'Posted'; `capitalised` for a line of its own.
 */
export function ageText(at: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 3_600_000));
  if (hours < 1) return 'just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}

/** 'Just now': a phrase as the start of a line. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export interface ExpiryInfo {
  text: string;
  /** Shown in red: seven days or fewer left, or expired. */
  urgent: boolean;
  expired: boolean;
}

/** Days left: 'Expired' when not positive, 'No expiry date' if absent, urgent at 7 days or fewer. */
export function expiryInfo(expiresAt: string | null | undefined, now: Date = new Date()): ExpiryInfo {
  if (!expiresAt) return { text: 'No expiry date', urgent: false, expired: false };
  const daysLeft = Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS);
  if (daysLeft <= 0) return { text: 'Expired', urgent: true, expired: true };
  return {
    text: daysLeft === 1 ? '1 day left' : `${daysLeft} days left`,
    urgent: daysLeft <= 7,
    expired: false,
  };
}

/** Up to `shown` items, and how many more there are (job cards: 4 skill chips then '+N more'). */
export function firstOf<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** Lakhs per annum the form shows for a stored amount, and the rupees a typed LPA stands for. */
export const lpaFromRupees = (rupees: number): number => Math.round((rupees / 100_000) * 100) / 100;
export const rupeesFromLpa = (lpa: number): number => Math.round(lpa * 100_000);

/** A newline-joined list as its non-blank lines (requirements, benefits). */
export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
