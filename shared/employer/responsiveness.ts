import { indianDay } from '../dates';

/*
 * How quickly a company answers its applicants (issue 33, ADR 0030), from counters kept by the writes:
 * per company and day of application (India's day), how many applications came and how many of them had
 * their first response from the employer (any status change) within each bound below. Only applications
 * whose whole answering period has passed are counted, so a fresh application never reads as ignored;
 * and nothing is shown until enough applications back it: never a guess.
 */

/** The days within which a first response is counted; each response counts under the smallest it fits. */
export const RESPONSE_BOUNDS_DAYS = [1, 2, 3, 5, 7] as const;
export type ResponseBound = (typeof RESPONSE_BOUNDS_DAYS)[number];

/** A response later than this is not an answer: the share counts answers within it. */
export const RESPONSE_DEADLINE_DAYS = 7;
/** How far back the figures look: applications made in this many days, once their deadline has passed. */
export const RESPONSIVENESS_WINDOW_DAYS = 90;
/** Fewer applications than this back no figure at all. */
export const RESPONSIVENESS_MIN_APPLICATIONS = 10;

const DAY_SECONDS = 86_400;

/** The bound a first response `seconds` after the application counts under; null past the deadline. */
export function responseBoundOf(seconds: number): ResponseBound | null {
  return RESPONSE_BOUNDS_DAYS.find((days) => seconds <= days * DAY_SECONDS) ?? null;
}

/** One day of a company's applications: how many came, and how many were answered within each bound. */
export interface ResponsivenessDay {
  received: number;
  answered: Partial<Record<ResponseBound, number>>;
}

/** What a job page and a company page show. */
export interface EmployerResponsiveness {
  /** Applications the figures stand on. */
  applications: number;
  /** Of those, the share answered within RESPONSE_DEADLINE_DAYS, in whole percent. */
  answeredPercent: number;
  /** The smallest bound within which at least half were answered; null when fewer than half were. */
  usuallyWithinDays: ResponseBound | null;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_SECONDS * 1000).toISOString().slice(0, 10);

/**
 * The days of application (India's, YYYY-MM-DD, both ends included) the figures read at `now`: the last
 * RESPONSIVENESS_WINDOW_DAYS days whose applications have all had their RESPONSE_DEADLINE_DAYS. One made
 * at the last moment of day D has had them by the end of day D + 7, so D is complete from day D + 8 on.
 */
export function responsivenessDays(now: Date): { from: string; to: string } {
  const to = addDays(indianDay(now), -(RESPONSE_DEADLINE_DAYS + 1));
  return { from: addDays(to, -(RESPONSIVENESS_WINDOW_DAYS - 1)), to };
}

/** The figures of the window's days, or null when fewer than RESPONSIVENESS_MIN_APPLICATIONS back them. */
export function responsivenessOf(days: ResponsivenessDay[]): EmployerResponsiveness | null {
  const applications = days.reduce((sum, day) => sum + day.received, 0);
  if (applications < RESPONSIVENESS_MIN_APPLICATIONS) return null;
  let answered = 0;
  let usuallyWithinDays: ResponseBound | null = null;
  for (const bound of RESPONSE_BOUNDS_DAYS) {
    answered += days.reduce((sum, day) => sum + (day.answered[bound] ?? 0), 0);
    if (usuallyWithinDays === null && answered * 2 >= applications) usuallyWithinDays = bound;
  }
  // A day can never have more answers than applications; the minimum keeps a miscount from reading > 100%.
  const answeredPercent = Math.round((100 * Math.min(answered, applications)) / applications);
  return { applications, answeredPercent, usuallyWithinDays };
}

/** 'Usually responds within 3 days' (or 'within a day'); null when fewer than half are answered in time. */
export function usualResponseText(figures: EmployerResponsiveness): string | null {
  const days = figures.usuallyWithinDays;
  if (days === null) return null;
  return `Usually responds within ${days === 1 ? 'a day' : `${days} days`}`;
}

/** 'Answers 85% of applications within 7 days': what the window's applications had. */
export function answeredShareText(figures: EmployerResponsiveness): string {
  return `Answers ${figures.answeredPercent}% of applications within ${RESPONSE_DEADLINE_DAYS} days`;
}

/** What the figures stand on, for the line under them: 'Based on 120 applications in the last 3 months'. */
export function responsivenessBasisText(figures: EmployerResponsiveness): string {
  return `Based on ${figures.applications} applications in the last ${RESPONSIVENESS_WINDOW_DAYS / 30} months`;
}
