import { indianDay } from '../../shared/dates';

/*
 * The daily job alerts' clock (ADR 0035): each India day's digest goes at 9:00 IST (03:30 UTC, the
 * schedule's time). A match made after it waits for the next morning's; a run never mails a day before its
 * time has come, so a schedule that fires early, or the local stack's frequent runs, cannot send a day
 * half-filled and leave its later matches unsent.
 */

const DIGEST_HOUR_IST = 9;
const HOUR_MS = 3_600_000;

/** The India day whose morning run mails a match made now. */
export const digestDayOf = (now: Date) =>
  indianDay(new Date(now.getTime() + (24 - DIGEST_HOUR_IST) * HOUR_MS));

/** Whether a day's digest time has come. */
export const isDigestDue = (day: string, now: Date) =>
  now.getTime() >= Date.parse(`${day}T00:00:00.000+05:30`) + DIGEST_HOUR_IST * HOUR_MS;
