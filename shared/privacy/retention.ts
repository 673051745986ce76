import { indianDay, startOfIndianDay } from '../dates';
import { addDays } from '../jobs/reconfirmation';

/*
 * Erasure of inactive accounts (issue 35, ADR 0038). An account nobody has used for the stage's retention
 * period is erased; 48 hours before, its person is mailed once with a link to keep it (DPDP Rules 2025,
 * rule 8(2)). "Used" is the India day of the last sign-in or authenticated request (`lastActiveOn`).
 * The period is a stage setting (lib/config/stage.ts); these rules take it as a parameter.
 */

export const RETENTION = {
  /**
   * The default period: three years of inactivity, the period the Rules' Third Schedule sets for the
   * largest platforms, and long enough for a person who found a job to come back at their next move.
   */
  defaultInactiveDays: 3 * 365,
  /** The notice goes at least this long before the erasure. */
  noticeHours: 48,
  /** The shortest period a stage may set: a notice must fit well inside it. */
  minimumInactiveDays: 7,
} as const;

const HOUR_MS = 3_600_000;

/** The instant an account last active on `lastActiveOn` becomes due for erasure: the day's start in India. */
export const erasureDueAt = (lastActiveOn: string, inactiveDays: number): Date =>
  new Date(startOfIndianDay(addDays(lastActiveOn, inactiveDays)));

/** The instant its notice is due: 48 hours before the erasure. */
export const noticeDueAt = (lastActiveOn: string, inactiveDays: number): Date =>
  new Date(erasureDueAt(lastActiveOn, inactiveDays).getTime() - RETENTION.noticeHours * HOUR_MS);

/**
 * The latest `lastActiveOn` whose notice is due by `now`: the daily run reads every account up to it.
 * (A day's erasure instant is the start of an India day, so it is at most now + 48 h exactly when that
 * day is at most the India day of now + 48 h.)
 */
export const lastActiveDayNoticedBy = (now: Date, inactiveDays: number): string =>
  addDays(indianDay(new Date(now.getTime() + RETENTION.noticeHours * HOUR_MS)), -inactiveDays);

/**
 * When an account noticed at `noticeSentAt` may be erased: its due instant, but never sooner than 48 hours
 * after the notice went (a notice sent late moves the erasure, never shortens the warning).
 */
export function erasableAt(lastActiveOn: string, inactiveDays: number, noticeSentAt: string): Date {
  const due = erasureDueAt(lastActiveOn, inactiveDays).getTime();
  const warned = Date.parse(noticeSentAt) + RETENTION.noticeHours * HOUR_MS;
  return new Date(Math.max(due, warned));
}

export const KEEP_ACCOUNT_MESSAGES = {
  kept: 'Thank you. Your account is kept, and the clock starts again from today.',
  linkInvalid: 'This link is invalid or has expired. Sign in to keep your account.',
  gone: 'This account has already been erased.',
} as const;

/** What the keep-account page is told once the account is kept. */
export interface AccountKept {
  /** The day it would next be erased if it is not used again (YYYY-MM-DD, India). */
  erasureOn: string;
}
