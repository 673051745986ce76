/*
 * The age rule at sign-up (DPDP Act 2023 section 9; the terms' minimum age 16, candidate-side.md section
 * 9): under 16 cannot have an account; 16 and 17 may, but apply and take part in matching only once a
 * parent or guardian has confirmed by email; 18 and over are adults. Pure, so the form and the server
 * decide the same way on the same day.
 */

import { ACCOUNT } from '../constants';

// The words live apart: the sign-up form asks the band as the date is typed, and its first script need
// not carry every message of the age rule (ADR 0004).
export { AGE_MESSAGES } from './age-messages';

export const MINIMUM_AGE = ACCOUNT.minimumAge;
export const ADULT_AGE = 18;

export type AgeBand = 'under-minimum' | 'minor' | 'adult';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as written in a date field, or undefined when it is not one (31 February, say). */
export function parseBirthDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

/** Whole years between the birth date and `today` (both calendar dates, as in India). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const birthdayPassed = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (birthdayPassed ? 0 : 1);
}

/** Today's date in India, where the person signs up: a birthday starts at midnight IST, not UTC. */
export function indianToday(now: Date): Date {
  return new Date(now.getTime() + 330 * 60 * 1000);
}

export function ageBand(birthDate: string, now: Date): AgeBand | undefined {
  const birth = parseBirthDate(birthDate);
  if (!birth) return undefined;
  const age = ageOn(birth, indianToday(now));
  if (age < MINIMUM_AGE) return 'under-minimum';
  return age < ADULT_AGE ? 'minor' : 'adult';
}

/** The 18th birthday, kept for a minor instead of the birth date: the one date the rules need. */
export function adultOn(birthDate: string): string | undefined {
  const birth = parseBirthDate(birthDate);
  if (!birth) return undefined;
  const { year, month, day } = birth;
  // 29 February's 18th birthday falls on 1 March.
  const date = new Date(Date.UTC(year + ADULT_AGE, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/** Whether a minor's account still waits for the parent or guardian on this day. */
export function awaitsGuardian(
  record: { guardianConsent?: 'waiting' | 'given'; adultOn?: string },
  now: Date,
): boolean {
  if (record.guardianConsent !== 'waiting') return false;
  return !record.adultOn || indianToday(now).toISOString().slice(0, 10) < record.adultOn;
}
