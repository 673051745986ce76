import { UI } from '../constants';
import { onFirstUse } from '../first-use';

/*
 * Dates of work and study on a profile. A month is 'YYYY-MM'; a date whose month nobody gave (a resume
 * printing '2014 - 2018') is the year alone, 'YYYY', and stays that precise wherever it is compared or
 * shown, rather than turning into a January the person never wrote.
 */

/** A profile date: 'YYYY-MM', or 'YYYY' when only the year is known. */
export const PROFILE_DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

export const isYearOnly = (value: string): boolean => /^\d{4}$/.test(value);

/** The year of a profile date: '2021-07' and '2021' are both '2021'. */
export const yearOf = (value: string): string => value.slice(0, 4);

/**
 * Orders two profile dates at the precision both share: '2018' and '2018-05' are the same time (the year
 * holds the month), so neither is before the other. Negative when `a` is earlier.
 */
export function compareProfileDates(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  return a.slice(0, length).localeCompare(b.slice(0, length));
}

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat(UI.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** As people read it: '2021-07' is 'Jul 2021', '2014' is '2014'; anything else is shown as given. */
export function formatProfileDate(value: string): string {
  if (!PROFILE_DATE.test(value) || isYearOnly(value)) return value;
  return monthFormat().format(
    new Date(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, 1)),
  );
}

/** A period of work or study: 'Jul 2021 - Present', '2014 - 2018', or whichever end is known. */
export function formatPeriod(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  isCurrent: boolean,
): string {
  const start = startDate ? formatProfileDate(startDate) : '';
  const end = isCurrent ? 'Present' : endDate ? formatProfileDate(endDate) : '';
  if (start && end) return `${start} - ${end}`;
  return start || end;
}
