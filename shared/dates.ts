import { UI } from './constants';
import { onFirstUse } from './first-use';

/*
 * The one formatter of dates and times for every screen and mail: en-IN, and always India's clock (IST),
 * whatever the device's zone, so an admin abroad and the employer they mail read the same day.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(UI.locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: INDIA_TIME_ZONE,
    }),
);
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(UI.locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: INDIA_TIME_ZONE,
    }),
);

const longDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(UI.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: INDIA_TIME_ZONE,
    }),
);

/** '29 November 2026': the long form mails write, the day in India of an instant. */
export function formatLongDate(at: string | Date): string {
  return longDateFormat().format(new Date(at));
}

const dayMonthFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(UI.locale, {
      day: 'numeric',
      month: 'short',
      timeZone: INDIA_TIME_ZONE,
    }),
);

/** '12 Jan': the day in India of an instant within the coming months, where the year goes without saying. */
export function formatDayMonth(at: string | Date): string {
  return dayMonthFormat().format(new Date(at));
}

/** '29 Nov 2026': the day in India of an instant (ISO string or Date). */
export function formatDate(at: string | Date): string {
  return dateFormat().format(new Date(at));
}

/** '29 Nov 2026, 6:15 am IST': an instant on India's clock, the zone named so nobody reads it as theirs. */
export function formatDateTime(at: string | Date): string {
  return `${dateTimeFormat().format(new Date(at))} IST`;
}

/** The calendar day in India of an instant, as YYYY-MM-DD (day counters and date filters use it). */
export function indianDay(at: string | Date): string {
  return new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a day in India (YYYY-MM-DD), as an ISO string. */
export function startOfIndianDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - INDIA_OFFSET_MS).toISOString();
}
