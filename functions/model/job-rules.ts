import { DEFAULT_JOB_LIFETIME_DAYS } from '../../shared/jobs/options';

/*
 * The time rules of a job post, pure so they are unit-tested: when a post expires and whether it still
 * takes applications.
 */

const DAY_MS = 86_400_000;
/** India has one time zone and no daylight saving: +05:30 all year. */
const INDIA_OFFSET = '+05:30';

/** The last moment of a calendar day in India, as an ISO instant ('2025-07-31' -> 2025-07-31T18:29:59.999Z). */
export function endOfIndianDay(date: string): string {
  const instant = new Date(`${date}T23:59:59.999${INDIA_OFFSET}`);
  // Date() rolls 30 February over into March; a day that does not exist is not a date.
  if (Number.isNaN(instant.getTime()) || indianDayOf(instant.toISOString()) !== date) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return instant.toISOString();
}

/** The calendar day in India of an instant (the form shows and sends this). */
export function indianDayOf(instant: string): string {
  return new Date(new Date(instant).getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * When a post expires: the end of the chosen day in India, or the default lifetime from now when no day
 * is chosen. Undefined for a chosen day that has already ended (the caller refuses it).
 */
export function expiryFor(date: string | null | undefined, now: Date): string | undefined {
  if (!date) return new Date(now.getTime() + DEFAULT_JOB_LIFETIME_DAYS * DAY_MS).toISOString();
  const end = endOfIndianDay(date);
  return end > now.toISOString() ? end : undefined;
}

/**
 * Whether a job takes applications and shows in search: active, not yet expired and not held back by
 * reports (issue 33).
 */
export function isOpen(
  job: { isActive: boolean; expiresAt: string; heldAt?: string | null },
  now: Date = new Date(),
): boolean {
  return job.isActive && !job.heldAt && job.expiresAt > now.toISOString();
}
